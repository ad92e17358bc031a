import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Reconciliation } from '@portal/shared/payments';
import { PagedTable } from '@web/components/data-table/paged-table';
import { RowActions } from '@web/components/data-table/row-actions';
import { useReconciliations } from '@web/features/payment-finance/api/reconciliations';
import { reconciliationColumns } from '@web/features/payment-finance/components/reconciliation-columns';
import { providerLabel } from '@web/features/payment-finance/components/words';
import { reconciliationPaths } from '@web/features/payment-finance/paths';
import { formatDay } from '@web/lib/format';

// What Show takes in the Action column, as ListPage counts it.
const ACTIONS_WIDTH = 74;

/**
 * Each day's statement of each provider beside what the portal recorded (docs/payments.md),
 * newest first; a day with differences to resolve says so.
 */
export function Component() {
  const days = useReconciliations();
  return (
    <Stack gap="lg">
      <Title order={1}>Reconciliations</Title>
      <Text>
        Early each morning the portal compares each provider&apos;s statement of the day before
        (Nairobi time) with the payments it recorded. A difference stays unresolved until someone in
        finance says, in a note, what was done about it.
      </Text>
      <Paper withBorder radius="md" p="md">
        <PagedTable
          title="Reconciliations"
          list={days}
          columns={reconciliationColumns}
          actions={(day: Reconciliation) => (
            <RowActions
              name={`${providerLabel(day.provider)} ${formatDay(day.day)}`}
              showPath={reconciliationPaths.show(day.id)}
            />
          )}
          actionsWidth={ACTIONS_WIDTH}
          empty="No day has been reconciled yet: the first is reconciled the morning after payments start."
        />
      </Paper>
    </Stack>
  );
}
