import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Connection } from '@portal/shared/utility-connections';
import { CONNECTION_STATUS_LABELS, SERVICE_UNITS, periodLabel } from '@portal/shared/utilities';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '@web/components/load-failed';
import { SummaryTable, type SummaryRow } from '@web/components/summary-table';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { formatDay } from '@web/lib/format';
import { useBills } from '../api/get-bills';
import { utilityPaths } from '../paths';
import { UTILITY_SERVICE_LABELS, money, nairobiMoment, sourceOf, unitsOf } from '../words';
import { UsageChart, usageMonths } from './usage-chart';

/** The last reading in words: '1,234 m³ on 1 Dec 2026, 09:00 (Nairobi time), Actual'. */
export function lastReadingOf(connection: Connection): string {
  const reading = connection.last_reading;
  if (!reading) return 'No reading yet';
  const unit = connection.meter?.unit ?? SERVICE_UNITS[connection.service];
  return `${unitsOf(reading.value, unit)} on ${nairobiMoment(reading.read_at)} (Nairobi time), ${sourceOf(reading.source).toLowerCase()}`;
}

/** The account's facts: the latest bill, what is left of it, and the credit waiting. */
export function accountRows(connection: Connection): SummaryRow[] {
  const { account } = connection;
  const bill = account.last_bill;
  const credit: SummaryRow = [
    'Credit waiting',
    account.credit > 0
      ? `${money(account.credit, account.currency)}, taken off your next bill`
      : 'None',
  ];
  if (!bill) return [['Latest bill', 'No bill yet'], credit];
  return [
    [
      'Latest bill',
      <Anchor key="bill" component={Link} to={utilityPaths.bill(bill.id)} inherit>
        {periodLabel(bill.period)}
      </Anchor>,
    ],
    ['Amount due', money(bill.amount_due, account.currency)],
    ['Due date', formatDay(bill.due_date)],
    [
      'Left to pay',
      bill.balance > 0 ? (
        <strong key="balance">{money(bill.balance, account.currency)}</strong>
      ) : (
        'Nothing: paid'
      ),
    ],
    credit,
  ];
}

/** A year of this connection's use and cost, from its issued bills. */
function YearOfUse({ connection }: { connection: Connection }) {
  const bills = useBills(connection.id);
  const service = UTILITY_SERVICE_LABELS[connection.service];
  const unit = connection.meter?.unit ?? SERVICE_UNITS[connection.service];
  if (bills.data) {
    return <UsageChart months={usageMonths(bills.data.data)} unit={unit} service={service} />;
  }
  if (bills.isError) {
    return (
      <LoadFailed
        message="The bills of this connection could not be loaded."
        onRetry={() => void bills.refetch()}
      />
    );
  }
  return <Skeleton height={200} aria-label={`Loading the bills of ${connection.number}`} />;
}

/**
 * One connection on the overview: which it is, its meter and last reading, its latest bill and
 * credit, and a year of its use and cost; its number leads to the connection's own page.
 */
export function ConnectionCard({ connection }: { connection: Connection }) {
  const titleId = useId();
  const service = UTILITY_SERVICE_LABELS[connection.service];
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} id={titleId} fz={{ base: 'h3', sm: 'h2' }}>
          {service}{' '}
          <Anchor component={Link} to={utilityPaths.connection(connection.id)} inherit>
            <UnbrokenReference reference={connection.number} fitted />
          </Anchor>
        </Title>
        <SummaryTable
          rows={[
            ['Service', connection.sewerage ? `${service}, with sewerage` : service],
            ['Parcel', <UnbrokenReference key="parcel" reference={connection.parcel_number} />],
            ...(connection.status === 'active'
              ? []
              : [['Status', CONNECTION_STATUS_LABELS[connection.status]] as SummaryRow]),
            [
              'Meter',
              connection.meter ? (
                <UnbrokenReference key="meter" reference={connection.meter.serial} />
              ) : (
                'No meter fitted yet'
              ),
            ],
            ['Last reading', lastReadingOf(connection)],
            ...accountRows(connection),
          ]}
        />
        <Stack gap="sm">
          <Title order={3}>Use and cost over the last 12 months</Title>
          <YearOfUse connection={connection} />
        </Stack>
        <Text size="sm">
          <Anchor component={Link} to={utilityPaths.connection(connection.id)}>
            Readings, bills and statement of {connection.number}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
