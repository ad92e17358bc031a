import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/**
 * The invoice a payer's account reference names, however it was typed: 'INV-2026-000042',
 * 'inv 2026 000042' and '2026-000042' (what fits in Daraja's twelve characters) are the same
 * invoice. Undefined when it names none.
 */
export async function invoiceByReference(db: Kysely<Database>, reference: string) {
  const digits = reference
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^INV/, '');
  const match = /^(\d{4})(\d{6,})$/.exec(digits);
  if (!match) return undefined;
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('number', '=', `INV-${match[1]}-${match[2]}`)
    .executeTakeFirst();
}
