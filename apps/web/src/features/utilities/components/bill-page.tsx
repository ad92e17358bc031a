import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { UtilityBill } from '@portal/shared/utility-bills';
import { UNIT_SYMBOLS, periodLabel } from '@portal/shared/utilities';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DownloadButton } from '@web/components/download-button';
import { PageSection } from '@web/components/page-section';
import { RecordLoader } from '@web/components/record-loader';
import { SummaryTable, type SummaryRow } from '@web/components/summary-table';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { formatDay, formatNairobiMoment } from '@web/lib/format';
import { useCurrentUser } from '@web/lib/session';
import { saveBillPdf } from '../api/download-pdf';
import { useBill } from '../api/get-bill';
import { useConnection } from '../api/get-connection';
import { utilityPaths } from '../paths';
import { UTILITY_SERVICE_LABELS, money, nairobiMoment, rateOf, unitsOf } from '../words';
import { BillStatus } from './bill-status';

/** An amount that takes money off as the bill reads it: '− 1,000 KES'. */
const signed = (amount: number, currency: string) =>
  amount < 0 ? `− ${money(-amount, currency)}` : money(amount, currency);

const SOURCE_WORDS = {
  actual: 'Read by the authority',
  customer: 'Your own reading',
  estimated: 'Estimated (nobody read the meter)',
} as const;

/** The readings the bill runs between, with their dates and how each was taken. */
function Readings({ bill }: { bill: UtilityBill }) {
  const estimated =
    bill.opening_reading.source === 'estimated' || bill.closing_reading.source === 'estimated';
  const rows: [string, UtilityBill['opening_reading']][] = [
    ['Opening reading', bill.opening_reading],
    ['Closing reading', bill.closing_reading],
  ];
  return (
    <PageSection title="Meter readings">
      <Table captionSide="top" withTableBorder layout="fixed">
        <Table.Caption>The meter readings this bill runs between</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Td />
            <Table.Th scope="col" ta="right">
              Reading
            </Table.Th>
            <Table.Th scope="col">Taken (Nairobi time)</Table.Th>
            <Table.Th scope="col">How</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, reading]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td ta="right">{unitsOf(reading.value, bill.unit)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {nairobiMoment(reading.read_at)}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {SOURCE_WORDS[reading.source]}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text>
        You used <strong>{unitsOf(bill.consumption, bill.unit)}</strong> this month.
      </Text>
      {estimated && (
        <Text>
          This bill is estimated: nobody read the meter, so the use was worked out from your average
          daily use over the last six months. When the meter is next read, the bill after it is put
          right: if you used less than estimated, the difference is credited back.
        </Text>
      )}
      {bill.consumption < 0 && (
        <Text>
          The use is below nothing because an earlier estimate was more than you really used: the
          difference is taken off this bill.
        </Text>
      )}
    </PageSection>
  );
}

function TotalRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" colSpan={3}>
        {label}
      </Table.Th>
      <Table.Td ta="right">{children}</Table.Td>
    </Table.Tr>
  );
}

/** Each charge, then what the bill adds up to: tax, credit taken, arrears and the amount due. */
function Charges({ bill }: { bill: UtilityBill }) {
  const { currency } = bill;
  const unit = UNIT_SYMBOLS[bill.unit];
  const charges = bill.subtotal + bill.tax;
  return (
    <PageSection title="How this bill is worked out">
      <Table captionSide="top" withTableBorder striped>
        <Table.Caption>Charges for {periodLabel(bill.period)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Charge</Table.Th>
            <Table.Th scope="col" ta="right">
              Units ({unit})
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Rate ({currency} per {unit})
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bill.lines.map((line, index) => (
            <Table.Tr key={`${index}-${line.label}`}>
              <Table.Th scope="row" fw="normal" style={{ overflowWrap: 'anywhere' }}>
                {line.label}
              </Table.Th>
              <Table.Td ta="right">
                {line.units === null
                  ? '—'
                  : line.units.toLocaleString('en-GB', { maximumFractionDigits: 3 })}
              </Table.Td>
              <Table.Td ta="right">{line.rate === null ? '—' : rateOf(line.rate)}</Table.Td>
              <Table.Td ta="right">{signed(line.amount, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <TotalRow label="Charges before tax">{signed(bill.subtotal, currency)}</TotalRow>
          <TotalRow label="VAT">{money(bill.tax, currency)}</TotalRow>
          <TotalRow label="This month’s charges">{signed(charges, currency)}</TotalRow>
          <TotalRow label="Credit taken off">{signed(-bill.credits, currency)}</TotalRow>
          <TotalRow label="This bill">{money(bill.total, currency)}</TotalRow>
          <TotalRow label="Unpaid from earlier bills">{money(bill.arrears, currency)}</TotalRow>
          <TotalRow label="Amount due">
            <strong>{money(bill.amount_due, currency)}</strong>
          </TotalRow>
        </Table.Tfoot>
      </Table>
      {charges < 0 && (
        <Text>
          A correction made this month’s charges less than nothing: the bill asks for nothing, and
          the {money(-charges, currency)} is credited to your next bill.
        </Text>
      )}
    </PageSection>
  );
}

type PayBill = (bill: UtilityBill) => ReactNode;

/** What is left to pay and the ways to pay it: online for its holder, and by bank transfer. */
function HowToPay({ bill, pay }: { bill: UtilityBill; pay: ReactNode }) {
  if (bill.invoice_number === null) return null;
  return (
    <PageSection title="How to pay">
      <Text>
        {bill.balance > 0
          ? `Pay ${money(bill.balance, bill.currency)} by ${formatDay(bill.due_date)}.`
          : 'This bill is paid: there is nothing to pay.'}
      </Text>
      {/* In one place whatever the balance: a payment made here stays in view, with its receipt. */}
      {pay}
      {bill.balance > 0 && (
        <>
          <Text>
            By bank transfer: use the account details printed on the bill, quoting{' '}
            <strong>
              <UnbrokenReference reference={bill.invoice_number} />
            </strong>{' '}
            as the payment reference.
          </Text>
          <Text>
            Your payment settles this bill, then any older one still open; anything over is kept as
            credit for your next bill.
          </Text>
        </>
      )}
    </PageSection>
  );
}

function BillBody({ bill, pay }: { bill: UtilityBill; pay?: PayBill }) {
  const user = useCurrentUser();
  // Staff who read every connection read bills here too: only the holder pays from this page.
  const holder = useConnection(bill.connection_id).data?.account_holder_id === user?.id;
  const facts: SummaryRow[] = [
    [
      'Connection',
      <Anchor
        key="connection"
        component={Link}
        to={utilityPaths.connection(bill.connection_id)}
        inherit
      >
        <UnbrokenReference reference={bill.connection_number} />
      </Anchor>,
    ],
    ['Parcel', <UnbrokenReference key="parcel" reference={bill.parcel_number} />],
    ['Month', periodLabel(bill.period)],
    ['Amount due', <strong key="due">{money(bill.amount_due, bill.currency)}</strong>],
    ['Pay by', formatDay(bill.due_date)],
    [
      'Left to pay',
      <Group key="left" gap="sm">
        <span>{money(bill.balance, bill.currency)}</span>
        <BillStatus bill={bill} />
      </Group>,
    ],
    [
      'Invoice number',
      bill.invoice_number ? (
        <UnbrokenReference key="invoice" reference={bill.invoice_number} />
      ) : (
        'Not issued yet'
      ),
    ],
    ['Issued', bill.issued_at ? formatNairobiMoment(bill.issued_at) : 'Not issued yet'],
    [
      'Verification code',
      bill.code ? (
        <Stack key="code" gap={0}>
          <UnbrokenReference reference={bill.code} />
          <Text size="sm">
            Printed on the PDF: anyone holding it can check the bill by this code.
          </Text>
        </Stack>
      ) : (
        'Given when the bill is issued'
      ),
    ],
  ];
  return (
    <Stack gap="xl">
      <Stack gap="md" align="flex-start">
        <SummaryTable rows={facts} />
        {bill.invoice_number !== null && (
          <DownloadButton
            download={() => saveBillPdf(bill.id, bill.invoice_number ?? `bill-${bill.id}`)}
          >
            Download bill (PDF)
          </DownloadButton>
        )}
      </Stack>
      {/* Before the bill's workings: paying is what most come for. */}
      <HowToPay bill={bill} pay={holder && bill.invoice_id !== null ? pay?.(bill) : null} />
      <Readings bill={bill} />
      <Charges bill={bill} />
    </Stack>
  );
}

/**
 * /account/utilities/bills/:id: one bill, line by line, as a tenant reads it, with the way to pay
 * it online (`pay`, composed by the app) for its holder.
 */
export function BillPage({ id, pay }: { id: number; pay?: PayBill }) {
  const bill = useBill(id);
  const data = bill.data;
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {data
          ? `${UTILITY_SERVICE_LABELS[data.service]} bill for ${periodLabel(data.period)}`
          : 'Bill'}
      </Title>
      <RecordLoader
        query={bill}
        noun="bill"
        back={{ to: utilityPaths.list, label: 'Back to your utilities' }}
      >
        {(loaded) => <BillBody bill={loaded} pay={pay} />}
      </RecordLoader>
    </Stack>
  );
}
