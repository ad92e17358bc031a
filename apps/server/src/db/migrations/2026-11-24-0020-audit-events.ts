import { sql, type Kysely } from 'kysely';
import { isSqlite, withId } from './helpers';

/**
 * The audit trail (record 0029): one row per administrative act, written in the act's own
 * transaction. The actor is kept by id and name, with no foreign key, so that an event outlives
 * the account that caused it. Triggers refuse any change or deletion: the table only grows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('audit_events'))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('ip', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('record_type', 'text', (col) => col.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('changes', 'text', (col) => col.notNull())
    .execute();
  for (const [name, columns] of [
    ['audit_events_record_idx', ['record_type', 'record_id', 'id']],
    ['audit_events_actor_idx', ['actor_id', 'id']],
    ['audit_events_action_idx', ['action', 'id']],
    ['audit_events_at_idx', ['at']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('audit_events')
      .columns([...columns])
      .execute();
  }
  if (isSqlite(db)) {
    for (const act of ['update', 'delete']) {
      await sql
        .raw(
          `create trigger audit_events_no_${act} before ${act} on audit_events
           begin select raise(abort, 'audit events are append-only'); end`,
        )
        .execute(db);
    }
  } else {
    await sql`
      create function audit_events_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit events are append-only'; end $$`.execute(db);
    await sql`
      create trigger audit_events_append_only before update or delete on audit_events
      for each statement execute function audit_events_append_only()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  if (!isSqlite(db)) await sql`drop function audit_events_append_only()`.execute(db);
}
