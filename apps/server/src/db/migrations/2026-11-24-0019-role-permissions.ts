import type { Kysely } from 'kysely';

/**
 * The permissions each role grants (record 0029): one row per role and key. The Administrator
 * (role 1) has no rows: it holds every permission in code, so none can be taken from it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (col) =>
      col.notNull().references('roles.id').onDelete('cascade'),
    )
    .addColumn('permission', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission'])
    .execute();
  // "Who holds roles.manage": the last holder may not drop it.
  await db.schema
    .createIndex('role_permissions_permission_idx')
    .on('role_permissions')
    .column('permission')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('role_permissions').execute();
}
