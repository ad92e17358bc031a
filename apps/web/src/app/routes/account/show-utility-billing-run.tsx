import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { RunDetail, UtilityBill } from '@portal/shared/utility-bills';
import { BILL_DUE_DAYS, periodLabel } from '@portal/shared/utilities';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DataTable } from '@web/components/data-table/data-table';
import { PagedTable } from '@web/components/data-table/paged-table';
import { RowActions } from '@web/components/data-table/row-actions';
import { PageSection } from '@web/components/page-section';
import { ReferencePage } from '@web/components/reference-page';
import { Refusal, useRefusal } from '@web/components/refusal';
import { SummaryTable } from '@web/components/summary-table';
import { useBillsOfPeriod } from '@web/features/utility-billing/api/bills';
import { useIssueRun, useRun, useStartRun } from '@web/features/utility-billing/api/runs';
import { billColumns } from '@web/features/utility-billing/components/bill-columns';
import { ConnectionName } from '@web/features/utility-billing/components/connection-name';
import { moneyIn } from '@web/features/utility-billing/components/money';
import { RunStatusBadge } from '@web/features/utility-billing/components/run-status';
import { billingRunPaths, readingsReviewPath } from '@web/features/utility-billing/paths';
import { formatMoment, formatNairobiMoment } from '@web/lib/format';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';
import { notify } from '@web/lib/toast';

// What Show takes in the Action column.
const SHOW_WIDTH = 74;

const connectionLink = (row: { connection_id: number; connection_number: string }) => (
  <ConnectionName id={row.connection_id} number={row.connection_number} />
);

const byWhom = (who: string | null, when: string | null) =>
  when ? `${who ?? 'Someone'}, ${formatMoment(when)}` : '—';

/** Run again and Issue all bills, each refused with its reason kept on the page. */
function RunActions({ run }: { run: RunDetail }) {
  const start = useStartRun();
  const issue = useIssueRun();
  const refusal = useRefusal();
  const [confirming, setConfirming] = useState(false);
  const month = periodLabel(run.period);

  const runAgain = async () => {
    const answer = await refusal.attempt(() => start.mutateAsync(run.period));
    if (answer) notify.success(answer.message);
  };
  const issueAll = async () => {
    const answer = await refusal
      .attempt(() => issue.mutateAsync(run.id))
      .finally(() => setConfirming(false));
    if (answer) notify.success(answer.message);
  };

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          onClick={() => setConfirming(true)}
          disabled={run.bills_count === 0 || start.isPending}
        >
          Issue all bills
        </Button>
        <Button
          variant="default"
          loading={start.isPending}
          disabled={issue.isPending}
          onClick={() => void runAgain()}
        >
          Run again
        </Button>
      </Group>
      {run.bills_count === 0 && <Text>This run has no bills to issue.</Text>}
      <Refusal message={refusal.message} />
      <ConfirmDialog
        opened={confirming}
        busy={issue.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void issueAll()}
        title={`Issue all bills of ${month}?`}
        confirmLabel="Issue all bills"
      >
        {`The ${run.bills_count} draft bills, ${moneyIn(run.currency)(run.total)} in all, each become an invoice with a verification code, due in ${BILL_DUE_DAYS} days, and every account holder is mailed their bill. This cannot be undone: ${month} is never run again, and a wrong bill is corrected by a credit note.`}
      </ConfirmDialog>
    </Stack>
  );
}

/** The month's bills, a page at a time, each opening the staff's bill view. */
function RunBills({ period }: { period: string }) {
  const bills = useBillsOfPeriod(period);
  return (
    <PagedTable
      title="Bills"
      list={bills}
      columns={billColumns}
      actions={(bill: UtilityBill) => (
        <RowActions
          name={`bill of ${bill.connection_number}`}
          showPath={billingRunPaths.bill(bill.id)}
        />
      )}
      actionsWidth={SHOW_WIDTH}
      empty="This run made no bill."
    />
  );
}

function RunPage({ run }: { run: RunDetail }) {
  const user = useCurrentUser();
  const money = moneyIn(run.currency);
  const mayBill = holds(user, 'utilities.bill') && run.status === 'draft';
  return (
    <Stack gap="xl">
      {mayBill && <RunActions run={run} />}
      <SummaryTable
        rows={[
          ['Status', <RunStatusBadge key="status" status={run.status} />],
          ['Bills', run.bills_count],
          ['Total', <strong key="total">{money(run.total)}</strong>],
          ['Flagged readings', run.flagged],
          ['Estimated bills', run.estimated],
          ['Computed', byWhom(run.created_by, run.computed_at)],
          ['Issued', byWhom(run.issued_by, run.issued_at)],
        ]}
      />
      <PageSection title="Flagged readings to review">
        <Text>
          Readings of the month far above or below the usual use, not reviewed yet. Review them in{' '}
          <Anchor component={Link} to={readingsReviewPath}>
            Readings
          </Anchor>
          , then run the month again.
        </Text>
        <DataTable
          label="Flagged readings to review"
          columns={[
            { header: 'Connection', minWidth: 130, cell: connectionLink },
            { header: 'Reading', minWidth: 70, align: 'right', cell: (row) => row.value },
            {
              header: 'Taken',
              priority: 2,
              minWidth: 150,
              cell: (row) => formatNairobiMoment(row.read_at),
            },
            { header: 'Why flagged', minWidth: 150, cell: (row) => row.flag_reason },
          ]}
          rows={run.flagged_readings}
          from={1}
          empty="No reading of this month waits for review."
        />
      </PageSection>
      <PageSection title="Estimated bills">
        <Text>
          No reading of the month: the run estimated from the last six months&apos; average use. The
          next reading corrects it.
        </Text>
        <DataTable
          label="Estimated bills"
          columns={[
            { header: 'Connection', minWidth: 130, cell: connectionLink },
            {
              header: 'Estimated use',
              minWidth: 100,
              align: 'right',
              cell: (row) => row.consumption,
            },
          ]}
          rows={run.estimated_bills.map((bill) => ({ ...bill, id: bill.bill_id }))}
          from={1}
          actions={(bill) => (
            <RowActions
              name={`bill of ${bill.connection_number}`}
              showPath={billingRunPaths.bill(bill.bill_id)}
            />
          )}
          actionsWidth={SHOW_WIDTH}
          empty="No bill of this run is estimated."
        />
      </PageSection>
      <PageSection title="Connections not billed">
        <DataTable
          label="Connections not billed"
          columns={[
            { header: 'Connection', minWidth: 130, cell: connectionLink },
            { header: 'Why', minWidth: 180, cell: (row) => row.reason },
          ]}
          rows={run.unbilled.map((row) => ({ ...row, id: row.connection_id }))}
          from={1}
          empty="Every active connection was billed."
        />
      </PageSection>
      <PageSection title="Bills">
        <RunBills period={run.period} />
      </PageSection>
    </Stack>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const query = useRun(id);
  return (
    <ReferencePage
      title="Billing run"
      reference={(run) => periodLabel(run.period)}
      query={query}
      noun="billing run"
      back={{ to: billingRunPaths.list, label: 'Back to billing runs' }}
    >
      {(run) => <RunPage run={run} />}
    </ReferencePage>
  );
}
