import type { Kysely } from 'kysely';
import { auditRef, flag, isSqlite, timestamp, withId, withTimestamps } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('roles')).addColumn('name', 'text', (col) =>
      col.notNull().unique(),
    ),
  ).execute();

  // `email` holds the normalized address (trimmed, lower-cased by the application before every
  // write and look-up), so the unique constraint is the whole duplicate check.
  await withId(db, db.schema.createTable('users'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id'))
    .addColumn('account_type_id', 'integer', (col) => col.references('account_types.id'))
    .addColumn('status', 'integer', (col) =>
      col.notNull().defaultTo(1).references('account_statuses.id'),
    )
    .addColumn('country_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('designation', 'text')
    .addColumn('address', 'text')
    .addColumn('website', 'text')
    .addColumn('contact_person_name', 'text')
    .addColumn('contact_person_email', 'text')
    .addColumn('contact_person_phone', 'text')
    .addColumn('alternative_contact_person_name', 'text')
    .addColumn('alternative_contact_person_email', 'text')
    .addColumn('alternative_contact_person_phone', 'text')
    .addColumn('referring_platform', 'text')
    .addColumn('member_of_a_committee', 'integer', flag('member_of_a_committee'))
    .addColumn('email_verified_at', 'text')
    .addColumn('verification_code', 'text')
    .addColumn('created_by', 'integer', auditRef)
    .addColumn('updated_by', 'integer', auditRef)
    .addColumn('created_at', 'text', timestamp(db))
    .addColumn('updated_at', 'text', timestamp(db))
    .execute();

  for (const column of ['name', 'created_at', 'role_id', 'status']) {
    await db.schema.createIndex(`users_${column}_idx`).on('users').column(column).execute();
  }

  // Added after `users` exists: PostgreSQL refuses a reference to a table not yet created.
  for (const column of ['created_by', 'updated_by']) {
    await db.schema.alterTable('roles').addColumn(column, 'integer', auditRef).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // SQLite cannot drop a referencing column, but lets `users` go while `roles` still points at it.
  if (!isSqlite(db)) {
    await db.schema.alterTable('roles').dropColumn('created_by').dropColumn('updated_by').execute();
  }
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('roles').execute();
}
