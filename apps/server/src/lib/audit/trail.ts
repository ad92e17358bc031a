import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditAction, AuditChanges, AuditRecordType } from '@portal/shared/audit';
import type { Database } from '@server/db/schema';
import type { Clock } from '../clock';
import { changesBetween } from './changes';
import { snapshotOf, type Snapshot } from './snapshots';

/** Rows a bulk insert sends at once: well under either engine's limit on parameters. */
const BULK_ROWS = 200;

const recordTypeOf = (action: AuditAction) => action.split('.')[0] as AuditRecordType;

/** Who an event says acted: an account, nobody, or a scheduled job (`bySystem`, named). */
type Author = { id: number | null; name: string | null; ip: string | null; bySystem: boolean };

/**
 * The audit trail of one request (record 0029): each method appends its event through `trx`, the
 * caller's transaction, so that an act and its event commit together or not at all. The event
 * keeps who acted (their id and name as they are now; nobody for a request no one signed in to
 * make), from which address, and when. `bySystem` marks what the system changed on their behalf,
 * as a consequence of their act (record 0043).
 */
export function auditTrail(request: FastifyRequest, options: { bySystem?: boolean } = {}) {
  const user = request.actor?.user;
  return trailOf(request.server.deps.clock, {
    id: user?.id ?? null,
    name: user?.name ?? null,
    ip: request.ip || null,
    bySystem: options.bySystem ?? false,
  });
}

/** The trail of a scheduled job: the system acted on its own, on nobody's behalf (record 0043). */
export function scheduledJobTrail(clock: Clock, job: string) {
  return trailOf(clock, { id: null, name: job, ip: null, bySystem: true });
}

export type AuditTrail = ReturnType<typeof trailOf>;

function trailOf(clock: Clock, author: Author) {
  const rowOf = (action: AuditAction, recordId: number | null, changes: AuditChanges) => ({
    at: clock.now().toISOString(),
    actor_id: author.id,
    actor_name: author.name,
    ip: author.ip,
    action,
    record_type: recordTypeOf(action),
    record_id: recordId,
    changes: JSON.stringify(changes),
    by_system: author.bySystem ? (1 as const) : (0 as const),
  });

  async function append(
    trx: Kysely<Database>,
    action: AuditAction,
    recordId: number | null,
    changes: AuditChanges,
  ): Promise<void> {
    await trx
      .insertInto('audit_events')
      .values(rowOf(action, recordId, changes))
      .execute();
  }

  return {
    /**
     * An event with no record fields of its own (a secret issued, a sign-in refused), or with
     * `facts` about what was done (a letter issued, a scorecard saved).
     */
    note: (
      trx: Kysely<Database>,
      action: AuditAction,
      recordId: number | null,
      facts: AuditChanges = {},
    ) => append(trx, action, recordId, facts),

    /**
     * Events for records made in bulk (a month's bills), each with its audited fields as made:
     * one statement for many, where reading each record back would cost a round trip apiece.
     */
    async creations(
      trx: Kysely<Database>,
      action: AuditAction,
      records: readonly { id: number; after: Snapshot }[],
    ): Promise<void> {
      for (let start = 0; start < records.length; start += BULK_ROWS) {
        const chunk = records.slice(start, start + BULK_ROWS);
        await trx
          .insertInto('audit_events')
          .values(chunk.map(({ id, after }) => rowOf(action, id, changesBetween(undefined, after))))
          .execute();
      }
    },

    /** Creates a record through `create`, which answers its id; every audited field is after. */
    async creation(
      trx: Kysely<Database>,
      action: AuditAction,
      create: () => Promise<number>,
    ): Promise<number> {
      const id = await create();
      const after = await snapshotOf(trx, recordTypeOf(action), id);
      await append(trx, action, id, changesBetween(undefined, after));
      return id;
    },

    /**
     * Changes or deletes record `id` through `write`, recording the audited fields it changed.
     * `facts` are changes no field shows, such as a password set (never the password).
     */
    async change<T>(
      trx: Kysely<Database>,
      action: AuditAction,
      id: number,
      write: () => Promise<T>,
      facts: AuditChanges = {},
    ): Promise<T> {
      const type = recordTypeOf(action);
      const before = await snapshotOf(trx, type, id);
      const result = await write();
      const after = await snapshotOf(trx, type, id);
      await append(trx, action, id, { ...changesBetween(before, after), ...facts });
      return result;
    },
  };
}
