import type { Kysely } from 'kysely';
import { auditRef, flag, withId, withTimestamps } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('services'))
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('link', 'text', (col) => col.notNull())
      .addColumn('has_sso', 'integer', flag('has_sso'))
      .addColumn('description', 'text', (col) => col.notNull())
      // A base64 data URL: the image is kept in the record itself (decision record 0014).
      .addColumn('logo', 'text', (col) => col.notNull())
      .addColumn('category_id', 'integer', (col) =>
        col.notNull().references('service_categories.id'),
      )
      .addColumn('created_by', 'integer', auditRef)
      .addColumn('updated_by', 'integer', auditRef),
  ).execute();
  await db.schema
    .createIndex('services_created_at_idx')
    .on('services')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('services').execute();
}
