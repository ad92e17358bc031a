import type { Kysely } from 'kysely';
import { formatMoney } from '@portal/shared/money';
import { renderPdf } from '@server/lib/pdf/document';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/invoices';
import type { Statement } from '@portal/shared/utility-bills';
import { periodLabel, UTILITY_SERVICE_LABELS } from '@portal/shared/utilities';
import { nairobiDay } from '@portal/shared/calendar';
import type { Database } from '@server/db/schema';

type Entry = Statement['entries'][number];
const ORDER = { bill: 0, credit: 1, payment: 2 } as const;

/**
 * Everything that moved a connection's account, dated: each bill at what it charged (credits it
 * took are the payments and notes already listed), each payment received, each credit note
 * approved. The balance is what the holder owes; below nothing, what they have in credit.
 */
async function entriesOf(
  db: Kysely<Database>,
  connectionId: number,
  service: 'water' | 'electricity',
) {
  const bills = await db
    .selectFrom('utility_bills')
    .leftJoin('invoices', 'invoices.id', 'utility_bills.invoice_id')
    .select([
      'utility_bills.period',
      'utility_bills.issued_at',
      'utility_bills.subtotal',
      'utility_bills.tax',
      'invoices.number',
    ])
    .where('utility_bills.connection_id', '=', connectionId)
    .where('utility_bills.status', '=', 'issued')
    .execute();
  const receipts = await db
    .selectFrom('utility_receipts')
    .select(['paid_on', 'amount', 'method', 'reference'])
    .where('connection_id', '=', connectionId)
    .execute();
  const notes = await db
    .selectFrom('utility_credit_notes')
    .innerJoin('utility_bills', 'utility_bills.id', 'utility_credit_notes.bill_id')
    .select([
      'utility_credit_notes.decided_at',
      'utility_credit_notes.amount',
      'utility_credit_notes.reason',
      'utility_bills.period',
    ])
    .where('utility_bills.connection_id', '=', connectionId)
    .where('utility_credit_notes.status', '=', 'approved')
    .execute();
  const entries: Omit<Entry, 'balance'>[] = [
    ...bills.map((bill) => ({
      date: nairobiDay(bill.issued_at!),
      kind: 'bill' as const,
      description: `${UTILITY_SERVICE_LABELS[service]} bill for ${periodLabel(bill.period)} (${bill.number})`,
      amount: Number(bill.subtotal) + Number(bill.tax),
    })),
    ...receipts.map((receipt) => ({
      date: receipt.paid_on,
      kind: 'payment' as const,
      description: `Payment by ${PAYMENT_METHOD_LABELS[receipt.method].toLowerCase()}, reference ${receipt.reference}`,
      amount: -Number(receipt.amount),
    })),
    ...notes.map((note) => ({
      date: nairobiDay(note.decided_at!),
      kind: 'credit' as const,
      description: `Credit note on the bill for ${periodLabel(note.period)}: ${note.reason}`,
      amount: -Number(note.amount),
    })),
  ];
  return entries.sort((a, b) => a.date.localeCompare(b.date) || ORDER[a.kind] - ORDER[b.kind]);
}

/** A connection's statement from `from` to `to` (Nairobi days, both included). */
export async function statementOf(
  db: Kysely<Database>,
  connection: {
    id: number;
    number: string;
    service: 'water' | 'electricity';
    account_holder: string | null;
  },
  from: string,
  to: string,
): Promise<Statement> {
  const all = await entriesOf(db, connection.id, connection.service);
  const opening_balance = all
    .filter((entry) => entry.date < from)
    .reduce((sum, entry) => sum + entry.amount, 0);
  let balance = opening_balance;
  const entries = all
    .filter((entry) => entry.date >= from && entry.date <= to)
    .map((entry) => ({ ...entry, balance: (balance += entry.amount) }));
  return {
    connection_id: connection.id,
    connection_number: connection.number,
    account_holder: connection.account_holder,
    from,
    to,
    currency: 'KES',
    opening_balance,
    entries,
    closing_balance: balance,
  };
}

/** A statement on the letterhead: the same figures as on screen, for the holder's records. */
export function statementPdf(statement: Statement): Promise<Buffer> {
  const money = (amount: number) => formatMoney({ amount, currency: statement.currency });
  return renderPdf({
    title: `Statement of account ${statement.connection_number}`,
    subject: statement.connection_number,
    blocks: [
      {
        table: [
          ['Account holder', statement.account_holder ?? ''],
          ['Connection', statement.connection_number],
          ['From', statement.from],
          ['To', statement.to],
          ['Opening balance', money(statement.opening_balance)],
        ],
      },
      {
        grid: {
          columns: ['Date and entry', 'Amount', 'Balance'],
          rows: statement.entries.map((entry) => [
            `${entry.date}  ${entry.description}`,
            money(entry.amount),
            money(entry.balance),
          ]),
        },
      },
      { table: [['Closing balance', money(statement.closing_balance)]] },
      {
        paragraph:
          'A balance below nothing is credit: the next bill takes it. Payments are dated the day they were made; bills the day they were issued.',
      },
    ],
  });
}
