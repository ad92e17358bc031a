import { Stack, Table, Text } from '@mantine/core';
import type { ReadingSource } from '@portal/shared/utilities';
import type { UtilityBill } from '@portal/shared/utility-bills';
import { periodLabel, UNIT_SYMBOLS, UTILITY_SERVICE_LABELS } from '@portal/shared/utility-words';
import { PageSection } from '@web/components/page-section';
import { ScrollTable } from '@web/components/scroll-table';
import { SummaryTable } from '@web/components/summary-table';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { formatDate, formatDay, formatNairobiMoment } from '@web/lib/format';
import { ConnectionName } from './connection-name';
import { moneyIn } from './money';
import { RunStatusBadge } from './run-status';

/** Where a reading came from, as staff say it (the tenant's screen says "your own"). */
export const SOURCE_LABELS: Record<ReadingSource, string> = {
  actual: 'Actual',
  estimated: 'Estimated',
  customer: "Holder's own",
};

/** Units as a bill shows them: fractions after a tariff split, to 3 decimals. */
export const formatUnits = (units: number) =>
  new Intl.NumberFormat('en', { maximumFractionDigits: 3 }).format(units);

/**
 * A bill line by line, as its holder reads it (docs/product.md, "Utilities", Billing): whose
 * and which month, the two readings it runs between with their dates and sources, each charge,
 * tax, the credits it took, what earlier bills still owed, the amount due, and its invoice and
 * code once issued.
 */
export function BillFacts({ bill }: { bill: UtilityBill }) {
  const money = moneyIn(bill.currency);
  const unit = UNIT_SYMBOLS[bill.unit];
  const readings = [
    ['Opening', bill.opening_reading],
    ['Closing', bill.closing_reading],
  ] as const;
  return (
    <Stack gap="xl">
      <SummaryTable
        rows={[
          [
            'Connection',
            <ConnectionName
              key="connection"
              id={bill.connection_id}
              number={bill.connection_number}
            />,
          ],
          ['Account holder', bill.account_holder ?? '—'],
          ['Parcel', <UnbrokenReference key="parcel" reference={bill.parcel_number} />],
          ['Service', UTILITY_SERVICE_LABELS[bill.service]],
          ['Month', periodLabel(bill.period)],
          ['Status', <RunStatusBadge key="status" status={bill.status} />],
          [
            'Invoice',
            bill.invoice_number ? (
              <UnbrokenReference key="invoice" reference={bill.invoice_number} />
            ) : (
              'Made when the month is issued'
            ),
          ],
          [
            'Verification code',
            bill.code ? <UnbrokenReference key="code" reference={bill.code} /> : '—',
          ],
          ['Issued', bill.issued_at ? formatDate(bill.issued_at) : 'Not yet'],
          ['Due', formatDay(bill.due_date)],
          ['Amount due', <strong key="due">{money(bill.amount_due)}</strong>],
          ['Left to pay', bill.status === 'issued' ? money(bill.balance) : '—'],
        ]}
      />
      <PageSection title="Readings">
        <ScrollTable label="Readings">
          <Table aria-label="Readings" striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Reading</Table.Th>
                <Table.Th scope="col" ta="right">
                  Meter ({unit})
                </Table.Th>
                <Table.Th scope="col">Taken</Table.Th>
                <Table.Th scope="col">Source</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {readings.map(([label, reading]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td ta="right">{reading.value}</Table.Td>
                  <Table.Td>{formatNairobiMoment(reading.read_at)}</Table.Td>
                  <Table.Td>{SOURCE_LABELS[reading.source]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <Text>
          Used: {formatUnits(bill.consumption)} {unit}
          {bill.consumption < 0 && ' (an estimate corrected downwards)'}.
        </Text>
      </PageSection>
      <PageSection title="Charges">
        <ScrollTable label="Charges">
          <Table aria-label="Charges" striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Charge</Table.Th>
                <Table.Th scope="col" ta="right">
                  Units
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Rate
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Amount
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bill.lines.map((line, index) => (
                <Table.Tr key={index}>
                  <Table.Th scope="row" fw="normal" style={{ overflowWrap: 'anywhere' }}>
                    {line.label}
                  </Table.Th>
                  <Table.Td ta="right">
                    {line.units === null ? '' : formatUnits(line.units)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {line.rate === null ? '' : `${money(line.rate)}/${unit}`}
                  </Table.Td>
                  <Table.Td ta="right">{money(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              {(
                [
                  ['Subtotal', bill.subtotal],
                  ['Tax', bill.tax],
                  ['Credits taken', bill.credits === 0 ? 0 : -bill.credits],
                  ['This bill', bill.total],
                  ['Owed from earlier bills', bill.arrears],
                  ['Amount due', bill.amount_due],
                ] as const
              ).map(([label, amount]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" colSpan={3}>
                    {label}
                  </Table.Th>
                  <Table.Td ta="right">{money(amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tfoot>
          </Table>
        </ScrollTable>
      </PageSection>
    </Stack>
  );
}
