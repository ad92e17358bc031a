import { Paper, Stack, Title } from '@mantine/core';
import type { Run } from '@portal/shared/utility-bills';
import { periodLabel } from '@portal/shared/utilities';
import { PagedTable } from '@web/components/data-table/paged-table';
import { PageSection } from '@web/components/page-section';
import { RowActions } from '@web/components/data-table/row-actions';
import { useRuns } from '@web/features/utility-billing/api/runs';
import { runColumns } from '@web/features/utility-billing/components/run-columns';
import { RunMonthForm } from '@web/features/utility-billing/components/run-month-form';
import { billingRunPaths } from '@web/features/utility-billing/paths';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

// What Show takes in the Action column, as ListPage counts it.
const ACTIONS_WIDTH = 74;

/**
 * The billing runs, newest month first, and for those who bill the way to run a month
 * (docs/product.md, "Utilities", Billing).
 */
export function Component() {
  const user = useCurrentUser();
  const runs = useRuns();
  return (
    <Stack gap="lg">
      <Title order={1}>Billing runs</Title>
      {holds(user, 'utilities.bill') && (
        <Paper withBorder radius="md" p="md">
          <PageSection title="Run a month">
            <RunMonthForm />
          </PageSection>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <PagedTable
          title="Billing runs"
          list={runs}
          columns={runColumns}
          actions={(run: Run) => (
            <RowActions name={periodLabel(run.period)} showPath={billingRunPaths.show(run.id)} />
          )}
          actionsWidth={ACTIONS_WIDTH}
          empty="No month has been run yet."
        />
      </Paper>
    </Stack>
  );
}
