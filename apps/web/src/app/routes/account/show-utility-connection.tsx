import { Button, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@portal/shared/money';
import { CONNECTION_STATUS_LABELS, periodLabel } from '@portal/shared/utilities';
import type { Connection } from '@portal/shared/utility-connections';
import type { Reading } from '@portal/shared/utility-readings';
import {
  CUSTOMER_CLASS_LABELS,
  UNIT_SYMBOLS,
  UTILITY_SERVICE_LABELS,
} from '@portal/shared/utility-words';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PagedTable } from '@web/components/data-table/paged-table';
import { RowActions } from '@web/components/data-table/row-actions';
import { PageSection } from '@web/components/page-section';
import { ReferencePage } from '@web/components/reference-page';
import { SummaryTable, type SummaryRow } from '@web/components/summary-table';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import {
  connectionQuery,
  useConnection,
} from '@web/features/utility-connections/api/get-connection';
import {
  readingsListKey,
  useConnectionReadings,
} from '@web/features/utility-connections/api/get-readings';
import { savedConnection } from '@web/features/utility-connections/api/saved-connection';
import { ActionModal } from '@web/components/action-modal';
import { ConnectionStatusBadge } from '@web/features/utility-connections/components/connection-status-badge';
import { MeterForm } from '@web/features/utility-connections/components/meter-form';
import { readingColumns } from '@web/features/utility-connections/components/reading-columns';
import { ReadingForm } from '@web/features/utility-connections/components/reading-form';
import { ReviewModal } from '@web/features/utility-connections/components/review-modal';
import { StatusForm } from '@web/features/utility-connections/components/status-form';
import { utilityConnectionPaths } from '@web/features/utility-connections/paths';
import { formatDay, formatNairobiMoment } from '@web/lib/format';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

type Dialog = 'meter' | 'status' | 'reading' | null;

/** What the connection is, whose, since when, and with which meter. */
function factsOf(connection: Connection): SummaryRow[] {
  const { meter, last_reading: last } = connection;
  const unit = meter ? ` ${UNIT_SYMBOLS[meter.unit]}` : '';
  return [
    ['Service', UTILITY_SERVICE_LABELS[connection.service]],
    ['Parcel', <UnbrokenReference key="parcel" reference={connection.parcel_number} />],
    ['Account holder', connection.account_holder ?? 'Account deleted'],
    ['Customer class', CUSTOMER_CLASS_LABELS[connection.customer_class]],
    ...(connection.service === 'water'
      ? [['Sewerage', connection.sewerage ? 'Yes' : 'No'] as SummaryRow]
      : []),
    ['Started', formatDay(connection.start_date)],
    [
      'Status',
      <Stack key="status" gap={4} align="flex-start">
        <ConnectionStatusBadge status={connection.status} />
        {connection.status_reason && <Text size="sm">{connection.status_reason}</Text>}
      </Stack>,
    ],
    ...(connection.closed_on ? [['Closed on', formatDay(connection.closed_on)] as SummaryRow] : []),
    [
      'Meter',
      meter
        ? `${meter.serial}, ${meter.dials} dials, counting${unit}, fitted on ${formatDay(meter.installed_on)}`
        : 'None fitted yet',
    ],
    [
      'Last reading',
      last
        ? `${last.value.toLocaleString('en-GB')}${unit} on ${formatNairobiMoment(last.read_at)}`
        : 'None yet',
    ],
  ];
}

/** What the account owes, the credit waiting on it, and its latest bill. */
function accountOf({ account }: Connection): SummaryRow[] {
  const money = (amount: number) => formatMoney({ amount, currency: account.currency });
  const bill = account.last_bill;
  return [
    ['Owed', <strong key="owed">{money(account.owed)}</strong>],
    ['Credit', money(account.credit)],
    [
      'Latest bill',
      bill
        ? `${periodLabel(bill.period)}: ${money(bill.amount_due)}, ${money(bill.balance)} still due by ${formatDay(bill.due_date)}`
        : 'None yet',
    ],
  ];
}

/** The connection's readings, a page at a time, with Review on those waiting for it. */
function ConnectionReadings({
  connection,
  mayManage,
}: {
  connection: Connection;
  mayManage: boolean;
}) {
  const readings = useConnectionReadings(connection.id);
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState<Reading | null>(null);
  const reviewed = () => {
    void queryClient.invalidateQueries({ queryKey: readingsListKey });
    setReviewing(null);
  };
  const waiting = (reading: Reading) => reading.flagged && reading.review === null;
  const actions =
    mayManage && readings.page?.data.some(waiting)
      ? (reading: Reading) =>
          waiting(reading) ? (
            <RowActions
              name={`reading ${reading.value}`}
              commands={[{ verb: 'Review', run: () => setReviewing(reading) }]}
            />
          ) : null
      : undefined;
  return (
    <>
      <PagedTable
        title="Readings"
        list={readings}
        columns={readingColumns}
        actions={actions}
        actionsWidth={80}
        empty="No reading yet: the meter’s opening reading comes with it."
      />
      <ReviewModal
        reading={reviewing}
        title={(reading) => `Review reading ${reading.value}`}
        onClose={() => setReviewing(null)}
        onReviewed={reviewed}
      />
    </>
  );
}

/**
 * One connection (docs/product.md, "Utilities"): its facts and account, and its readings; those
 * who manage connections fit or replace its meter, change its status, edit it and record readings.
 */
function ConnectionPage({ connection }: { connection: Connection }) {
  const queryClient = useQueryClient();
  const mayManage = holds(useCurrentUser(), 'utilities.manage');
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const open = connection.status !== 'closed';
  const changed = (updated: Connection) => {
    void savedConnection(queryClient, updated);
    void queryClient.invalidateQueries({ queryKey: readingsListKey });
    close();
  };
  const recorded = () => {
    void queryClient.invalidateQueries({ queryKey: connectionQuery(connection.id).queryKey });
    void queryClient.invalidateQueries({ queryKey: readingsListKey });
    close();
  };

  return (
    <Stack gap="xl">
      {mayManage && open && (
        <Group gap="sm">
          <Button onClick={() => setDialog('meter')}>
            {connection.meter ? 'Replace the meter' : 'Fit a meter'}
          </Button>
          {connection.meter && (
            <Button variant="default" onClick={() => setDialog('reading')}>
              Record a reading
            </Button>
          )}
          <Button variant="default" onClick={() => setDialog('status')}>
            Change status
          </Button>
          <Button
            variant="default"
            component={Link}
            to={utilityConnectionPaths.edit(connection.id)}
          >
            Edit
          </Button>
        </Group>
      )}
      {!open && (
        <Text>
          This connection is {CONNECTION_STATUS_LABELS.closed.toLowerCase()}: it is kept as it was
          and takes nothing more. Open a new connection to supply the parcel again.
        </Text>
      )}
      <SummaryTable rows={factsOf(connection)} />
      <PageSection title="Account">
        <SummaryTable rows={accountOf(connection)} />
      </PageSection>
      <PageSection title="Readings">
        <ConnectionReadings connection={connection} mayManage={mayManage && open} />
      </PageSection>
      <ActionModal
        opened={dialog === 'meter'}
        onClose={close}
        title={connection.meter ? 'Replace the meter' : 'Fit a meter'}
      >
        <MeterForm connection={connection} onCancel={close} onFitted={changed} />
      </ActionModal>
      <ActionModal opened={dialog === 'status'} onClose={close} title="Change status">
        <StatusForm connection={connection} onCancel={close} onChanged={changed} />
      </ActionModal>
      <ActionModal opened={dialog === 'reading'} onClose={close} title="Record a reading">
        <ReadingForm connection={connection} onCancel={close} onRecorded={recorded} />
      </ActionModal>
    </Stack>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const query = useConnection(id);
  return (
    <ReferencePage
      title="Connection"
      reference={(connection) => connection.number}
      query={query}
      noun="connection"
      back={{ to: utilityConnectionPaths.list, label: 'Back to connections' }}
    >
      {(connection) => <ConnectionPage connection={connection} />}
    </ReferencePage>
  );
}
