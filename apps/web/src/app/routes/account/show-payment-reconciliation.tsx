import { Group, Stack, Text } from '@mantine/core';
import type { Reconciliation, ReconciliationItem } from '@portal/shared/payments';
import { useParams } from 'react-router';
import { DownloadButton } from '@web/components/download-button';
import { PageSection } from '@web/components/page-section';
import { ReferencePage } from '@web/components/reference-page';
import { SummaryTable } from '@web/components/summary-table';
import {
  saveReconciliationCsv,
  useReconciliation,
} from '@web/features/payment-finance/api/reconciliations';
import { Unresolved } from '@web/features/payment-finance/components/reconciliation-columns';
import { ReconciliationLines } from '@web/features/payment-finance/components/reconciliation-lines';
import { nairobiMoment, providerLabel } from '@web/features/payment-finance/components/words';
import { reconciliationPaths } from '@web/features/payment-finance/paths';
import { formatDay } from '@web/lib/format';

type Detail = Reconciliation & { items: ReconciliationItem[] };

function ReconciliationDay({ day }: { day: Detail }) {
  return (
    <Stack gap="xl">
      <SummaryTable
        rows={[
          ['Provider', providerLabel(day.provider)],
          ['Day (Nairobi)', formatDay(day.day)],
          ['Matched', day.matched],
          ['Differences', day.differences],
          ['Unresolved', <Unresolved key="unresolved" count={day.unresolved} />],
          ['Reconciled at', `${nairobiMoment(day.created_at)} (Nairobi time)`],
        ]}
      />
      <PageSection title="Lines">
        <Group justify="space-between" align="flex-end">
          <Text maw="40rem">
            The provider&apos;s statement and the portal&apos;s record, side by side by transaction:
            differences still to resolve first, then those resolved, then the payments that matched.
          </Text>
          <DownloadButton
            download={() =>
              saveReconciliationCsv(day.id, `reconciliation-${day.provider}-${day.day}.csv`)
            }
          >
            Download CSV
          </DownloadButton>
        </Group>
        <ReconciliationLines reconciliationId={day.id} items={day.items} />
      </PageSection>
    </Stack>
  );
}

/** One provider's day reconciled (docs/payments.md), line by line, its differences resolved here. */
export function Component() {
  const id = Number(useParams().id);
  const query = useReconciliation(id);
  return (
    <ReferencePage
      title="Reconciliation"
      reference={(day) => `${providerLabel(day.provider)}, ${formatDay(day.day)}`}
      query={query}
      noun="reconciliation"
      back={{ to: reconciliationPaths.list, label: 'Back to reconciliations' }}
    >
      {(day) => <ReconciliationDay day={day} />}
    </ReferencePage>
  );
}
