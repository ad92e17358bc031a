import type { Kysely } from 'kysely';
import type { AuditEvent, AuditFilter } from '@portal/shared/audit';
import type { Database } from '../../db/schema';

const DAY = 24 * 60 * 60 * 1000;

/** The first instant of the UTC day after `day` (YYYY-MM-DD), as stored: `to` includes its day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString();

/** The events' ids matching `filter`, newest first. */
export function auditEventIds(db: Kysely<Database>, filter: AuditFilter) {
  const { actor_id, action, record_type, record_id, from, to } = filter;
  return db
    .selectFrom('audit_events')
    .select('id')
    .$if(actor_id !== undefined, (query) => query.where('actor_id', '=', actor_id!))
    .$if(action !== undefined, (query) => query.where('action', '=', action!))
    .$if(record_type !== undefined, (query) => query.where('record_type', '=', record_type!))
    .$if(record_id !== undefined, (query) => query.where('record_id', '=', record_id!))
    .$if(from !== undefined, (query) => query.where('at', '>=', `${from!}T00:00:00.000Z`))
    .$if(to !== undefined, (query) => query.where('at', '<', dayAfter(to!)))
    .orderBy('id', 'desc');
}

/** An event's stored columns, in the order the CSV export gives them. */
export const AUDIT_EVENT_COLUMNS = [
  'id',
  'at',
  'actor_id',
  'actor_name',
  'ip',
  'action',
  'record_type',
  'record_id',
  'changes',
] as const;

export type AuditEventRow = Awaited<ReturnType<typeof auditEventsById>>[number];

/** The events with these ids, newest first, as stored. */
export function auditEventsById(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('audit_events')
    .select(AUDIT_EVENT_COLUMNS)
    .where('id', 'in', ids)
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The events matching `filter`, newest first, `size` at a time: each batch is one short query
 * after the last id seen, so a long download holds neither a connection nor the rows it sent.
 */
export async function* auditEventBatches(
  db: Kysely<Database>,
  filter: AuditFilter,
  size: number,
): AsyncGenerator<AuditEventRow[]> {
  let before: number | undefined;
  for (;;) {
    const batch = await auditEventIds(db, filter)
      .clearSelect()
      .select(AUDIT_EVENT_COLUMNS)
      .$if(before !== undefined, (query) => query.where('id', '<', before!))
      .limit(size)
      .execute();
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < size) return;
    before = batch.at(-1)!.id;
  }
}

/** An event as the client reads it. */
export function presentAuditEvent(row: AuditEventRow): AuditEvent {
  const { actor_id, actor_name, changes, ...event } = row;
  return {
    ...event,
    actor: actor_id === null ? null : { id: actor_id, name: actor_name },
    changes: JSON.parse(changes) as AuditEvent['changes'],
  };
}
