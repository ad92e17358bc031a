import type { Kysely } from 'kysely';
import { letterVerificationPath } from '@portal/shared/letters';
import { formatMoney } from '@portal/shared/money';
import { howToPay } from '@portal/shared/payments';
import { site } from '@portal/shared/site';
import type { UtilityBill } from '@portal/shared/utility-bills';
import {
  periodLabel,
  READING_SOURCE_LABELS,
  UNIT_SYMBOLS,
  UTILITY_SERVICE_LABELS,
} from '@portal/shared/utilities';
import type { Database } from '@server/db/schema';
import { renderPdf } from '@server/lib/pdf/document';

const MONTHS_CHARTED = 12;

const nairobiDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: site.timeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const shortMonth = (period: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );

/** The twelve months of use up to the bill's, oldest first, for its chart. */
async function usageUpTo(db: Kysely<Database>, bill: UtilityBill) {
  const months = await db
    .selectFrom('utility_bills')
    .select(['period', 'consumption'])
    .where('connection_id', '=', bill.connection_id)
    .where('status', '=', 'issued')
    .where('period', '<=', bill.period)
    .orderBy('period', 'desc')
    .limit(MONTHS_CHARTED)
    .execute();
  return months.reverse().map((month) => ({
    label: shortMonth(month.period),
    value: Math.max(0, Number(month.consumption)),
  }));
}

/** A bill on the letterhead, line by line, as the holder reads it on screen. */
/** Where a printed bill is checked, and the paybill it is paid to from a phone. */
export type BillPrinting = { appUrl: string; paybill: string | null };

async function renderBill(
  db: Kysely<Database>,
  bill: UtilityBill,
  { appUrl, paybill }: BillPrinting,
): Promise<Buffer> {
  const money = (amount: number) => formatMoney({ amount, currency: bill.currency });
  const unit = UNIT_SYMBOLS[bill.unit];
  const reading = (end: UtilityBill['opening_reading']) =>
    `${end.value.toLocaleString('en-GB')} on ${nairobiDate.format(new Date(end.read_at))} (${READING_SOURCE_LABELS[end.source].toLowerCase()})`;
  const service = UTILITY_SERVICE_LABELS[bill.service];
  return renderPdf({
    title: `${service} bill for ${periodLabel(bill.period)}`,
    subject: bill.connection_number,
    blocks: [
      {
        table: [
          ['Invoice number', bill.invoice_number ?? ''],
          ['Account holder', bill.account_holder ?? ''],
          ['Connection', `${bill.connection_number}, parcel ${bill.parcel_number}`],
          ['Opening reading', reading(bill.opening_reading)],
          ['Closing reading', reading(bill.closing_reading)],
          ['Consumption', `${bill.consumption.toLocaleString('en-GB')} ${unit}`],
        ],
      },
      { heading: 'How this bill was computed' },
      {
        grid: {
          columns: ['Charge', 'Units', 'Rate', 'Amount'],
          rows: [
            ...bill.lines.map((line) => [
              line.label,
              line.units === null ? '' : line.units.toLocaleString('en-GB'),
              line.rate === null ? '' : money(line.rate),
              money(line.amount),
            ]),
            ['Charges', '', '', money(bill.subtotal)],
            ['Tax', '', '', money(bill.tax)],
            ['Credits taken', '', '', money(bill.credits === 0 ? 0 : -bill.credits)],
            ['This bill', '', '', money(bill.total)],
            ['Arrears brought forward', '', '', money(bill.arrears)],
            ['Amount due', '', '', money(bill.amount_due)],
          ],
        },
      },
      { table: [['Pay by', bill.due_date]] },
      {
        bars: {
          caption: 'Your use over the last twelve months',
          unit,
          values: await usageUpTo(db, bill),
        },
      },
      {
        paragraph: `${howToPay(bill.invoice_number ?? '', site.organisation, paybill)} Questions about this bill: ${site.phone.label}, ${site.officeHours}.`,
      },
    ],
    verification: {
      code: bill.code ?? '',
      url: `${appUrl}${letterVerificationPath(bill.code ?? '')}`,
    },
  });
}

/**
 * An issued bill's PDF: rendered when first asked for and kept with the bill, so that every later
 * download is the same file, and never inside the run that issued it (record 0056).
 */
export async function billPdf(
  db: Kysely<Database>,
  bill: UtilityBill,
  printing: BillPrinting,
): Promise<Buffer> {
  const kept = await db
    .selectFrom('utility_bills')
    .select('pdf')
    .where('id', '=', bill.id)
    .executeTakeFirstOrThrow();
  if (kept.pdf) return kept.pdf;
  const pdf = await renderBill(db, bill, printing);
  // Two first downloads at once both render; the first kept wins, and both answer the same.
  await db
    .updateTable('utility_bills')
    .set({ pdf })
    .where('id', '=', bill.id)
    .where('pdf', 'is', null)
    .execute();
  const stored = await db
    .selectFrom('utility_bills')
    .select('pdf')
    .where('id', '=', bill.id)
    .executeTakeFirstOrThrow();
  return stored.pdf ?? pdf;
}
