import type { Kysely } from 'kysely';
import { invoiceMessages } from '@portal/shared/invoices';
import type { Database } from '@server/db/schema';
import { conflict } from '@server/lib/errors';

// Marks that change no glyph a clerk sees: zero-width spaces and joiners, the soft hyphen, bidi
// marks and embeddings, the byte-order mark, variation selectors, and other format characters.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/**
 * The form of a payment reference under which two references are the same transaction
 * (decision record 0041): invisible marks removed, compatibility forms unified (NFKC, so a
 * full-width 'ＡＢＣ' is 'ABC'), and case folded: 'MPESA-QX1', 'mpesa-qx1' with a zero-width
 * space inside and the full-width 'ＭＰＥＳＡ-QX1' share one key.
 */
export function paymentReferenceKey(reference: string): string {
  const visible = reference.replace(INVISIBLE, '').normalize('NFKC');
  // Upper then lower folds what lower-casing alone leaves apart ('ß' and 'SS'); NFKC again
  // recomposes what case mapping decomposed.
  return visible.toUpperCase().toLowerCase().normalize('NFKC').replace(INVISIBLE, '').trim();
}

/**
 * What a payment by `method` with reference key `key` was recorded on, if it was: the invoice it
 * settled ('INV-2026-000042'), or the utility account it was received on ('account W-TC-P3-0079').
 * One bank transaction is recorded once, on an invoice or an account (record 0041).
 */
export async function referenceHolder(
  db: Kysely<Database>,
  method: string,
  key: string,
): Promise<string | undefined> {
  const invoice = await db
    .selectFrom('payments')
    .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .select('invoices.number')
    .where('payments.method', '=', method as never)
    .where('payments.reference_key', '=', key)
    .executeTakeFirst();
  if (invoice) return invoice.number;
  const receipt = await db
    .selectFrom('utility_receipts')
    .innerJoin('utility_connections', 'utility_connections.id', 'utility_receipts.connection_id')
    .select('utility_connections.number')
    .where('utility_receipts.method', '=', method as never)
    .where('utility_receipts.reference_key', '=', key)
    .executeTakeFirst();
  return receipt && `account ${receipt.number}`;
}

/** 409 under the reference field, naming what the reference was recorded on. */
export function referenceUsed(holder: string) {
  const message = invoiceMessages.referenceUsed(holder);
  return conflict(message, { reference: [message] });
}
