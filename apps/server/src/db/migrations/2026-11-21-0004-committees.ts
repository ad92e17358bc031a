import type { Kysely } from 'kysely';
import { auditRef, withId, withTimestamps } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('committees'))
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('alias', 'text'),
  )
    .addColumn('created_by', 'integer', auditRef)
    .addColumn('updated_by', 'integer', auditRef)
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('committee_members'))
      .addColumn('committee_id', 'integer', (col) =>
        col.notNull().references('committees.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('committee_role_id', 'integer', (col) =>
        col.notNull().references('committee_roles.id'),
      ),
  )
    .addUniqueConstraint('committee_members_committee_user_unique', ['committee_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('committee_members_user_id_idx')
    .on('committee_members')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('committee_members').execute();
  await db.schema.dropTable('committees').execute();
}
