import { Anchor, Stack, Text } from '@mantine/core';
import type { Connection } from '@portal/shared/utility-connections';
import { CONNECTION_STATUS_LABELS, SERVICE_UNITS, UNIT_SYMBOLS } from '@portal/shared/utilities';
import { Link } from 'react-router';
import { PageSection } from '@web/components/page-section';
import { ReferencePage } from '@web/components/reference-page';
import { SummaryTable, type SummaryRow } from '@web/components/summary-table';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { formatDay } from '@web/lib/format';
import { useCurrentUser } from '@web/lib/session';
import { useConnection } from '../api/get-connection';
import { utilityPaths } from '../paths';
import { CUSTOMER_CLASS_LABELS, UTILITY_SERVICE_LABELS, money } from '../words';
import { BillsSection } from './bills-section';
import { accountRows, lastReadingOf } from './connection-card';
import { ReadingForm } from './reading-form';
import { ReadingsSection } from './readings-section';
import { StatementSection } from './statement-section';

function statusOf(connection: Connection): string {
  const status = CONNECTION_STATUS_LABELS[connection.status];
  if (connection.status === 'closed' && connection.closed_on)
    return `${status} on ${formatDay(connection.closed_on)}`;
  return connection.status_reason && connection.status !== 'active'
    ? `${status}: ${connection.status_reason}`
    : status;
}

function meterOf(connection: Connection): SummaryRow[1] {
  const { meter } = connection;
  if (!meter) return 'No meter fitted yet';
  return (
    <>
      <UnbrokenReference reference={meter.serial} />, counting {UNIT_SYMBOLS[meter.unit]}, fitted on{' '}
      {formatDay(meter.installed_on)}
    </>
  );
}

/** Whether the form for one's own reading applies: the holder's open connection with a meter. */
const takesOwnReading = (connection: Connection, userId: number | undefined) =>
  connection.account_holder_id === userId &&
  connection.status !== 'closed' &&
  connection.meter !== null;

function ConnectionBody({ connection }: { connection: Connection }) {
  const user = useCurrentUser();
  const unit = connection.meter?.unit ?? SERVICE_UNITS[connection.service];
  const { account } = connection;
  return (
    <Stack gap="xl">
      <SummaryTable
        rows={[
          ['Number', <UnbrokenReference key="number" reference={connection.number} />],
          ['Service', UTILITY_SERVICE_LABELS[connection.service]],
          ['Customer class', CUSTOMER_CLASS_LABELS[connection.customer_class]],
          ...(connection.service === 'water'
            ? [
                [
                  'Sewerage',
                  connection.sewerage ? 'Yes: sewerage is charged on the water you use' : 'No',
                ] as SummaryRow,
              ]
            : []),
          ['Parcel', <UnbrokenReference key="parcel" reference={connection.parcel_number} />],
          ['Start date', formatDay(connection.start_date)],
          ['Status', statusOf(connection)],
          ['Meter', meterOf(connection)],
          ['Last reading', lastReadingOf(connection)],
          ['Owed on this account', money(account.owed, account.currency)],
          ...accountRows(connection),
        ]}
      />
      {takesOwnReading(connection, user?.id) && (
        <PageSection title="Submit your own reading" gap="md">
          <ReadingForm connection={connection} />
        </PageSection>
      )}
      <ReadingsSection connectionId={connection.id} unit={unit} />
      <BillsSection connectionId={connection.id} unit={unit} />
      <StatementSection connectionId={connection.id} number={connection.number} />
      <Text size="sm">
        <Anchor component={Link} to={utilityPaths.list}>
          Back to your utilities
        </Anchor>
      </Text>
    </Stack>
  );
}

/** /account/utilities/connections/:id: one connection, its readings, bills and statement. */
export function ConnectionPage({ id }: { id: number }) {
  const query = useConnection(id);
  return (
    <ReferencePage
      title="Connection"
      reference={(connection) => connection.number}
      query={query}
      noun="connection"
      back={{ to: utilityPaths.list, label: 'Back to your utilities' }}
      gap="lg"
    >
      {(connection) => <ConnectionBody connection={connection} />}
    </ReferencePage>
  );
}
