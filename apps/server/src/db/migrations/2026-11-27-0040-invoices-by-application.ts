import type { Kysely } from 'kysely';

// Migration 0036 replaced the unique key on (application_id, purpose), which also served every
// look-up of an application's invoices, with a unique index limited to application invoices. A
// query that does not say `kind = 'application'` (the invoice search by application reference,
// which also finds revenue-share invoices) could no longer use it and read every invoice.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('invoices_application_idx')
    .on('invoices')
    .columns(['application_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('invoices_application_idx').execute();
}
