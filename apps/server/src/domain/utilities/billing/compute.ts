import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { utilityBillMessages } from '@portal/shared/utility-bills';
import { periodBounds, periodLabel, BILL_DUE_DAYS } from '@portal/shared/utilities';
import { DEFAULT_CURRENCY } from '@portal/shared/money';
import type { Database } from '@server/db/schema';
import { auditTrail } from '@server/lib/audit/trail';
import { conflict, validationFailed } from '@server/lib/errors';
import { tariffVersionsFor } from '../tariffs';
import { claimRun, releaseRun } from './claim';
import { draftBill, type DraftBill, type TariffsOf } from './draft';

/** Connections read, and bills written, this many at a time: memory stays flat at any size. */
const PAGE = 500;
const INSERT_CHUNK = 100;

/** The refusals a run meets before it touches anything. */
async function ensureRunnable(db: Kysely<Database>, period: string, now: Date) {
  const { endsAt } = periodBounds(period);
  if (endsAt > now.toISOString())
    throw validationFailed({ period: [utilityBillMessages.periodNotOver(periodLabel(period))] });
  const earlierDraft = await db
    .selectFrom('utility_billing_runs')
    .select('period')
    .where('status', '=', 'draft')
    .where('period', '<', period)
    .orderBy('period')
    .executeTakeFirst();
  // A month's bills open where the month before closed: that one must be final first.
  if (earlierDraft)
    throw conflict(
      `Issue the bills of ${periodLabel(earlierDraft.period)} first: they are a draft.`,
    );
}

/** The month's run, made now if it is the first ask: the period's unique key keeps it one. */
async function runOf(db: Kysely<Database>, period: string, userId: number) {
  await db
    .insertInto('utility_billing_runs')
    .values({ period, created_by: userId })
    .onConflict((conflict) => conflict.column('period').doNothing())
    .execute();
  return db
    .selectFrom('utility_billing_runs')
    .select(['id', 'status'])
    .where('period', '=', period)
    .executeTakeFirstOrThrow();
}

/** Every active connection's draft for `period`, page by page; and those it could not bill. */
async function draftAll(db: Kysely<Database>, period: string) {
  const { to } = periodBounds(period);
  const tariffCache = new Map<string, ReturnType<TariffsOf>>();
  const tariffsOf: TariffsOf = (service, customerClass) => {
    const key = `${service}/${customerClass}`;
    if (!tariffCache.has(key)) tariffCache.set(key, tariffVersionsFor(db, service, customerClass));
    return tariffCache.get(key)!;
  };
  const drafts: DraftBill[] = [];
  const unbilled: { connection_id: number; connection_number: string; reason: string }[] = [];
  let after = 0;
  for (;;) {
    const connections = await db
      .selectFrom('utility_connections')
      .select(['id', 'number', 'service', 'customer_class', 'sewerage', 'start_date'])
      .where('status', '=', 'active')
      .where('start_date', '<', to)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (connections.length === 0) break;
    for (const connection of connections) {
      const drafted = await draftBill(db, connection, period, tariffsOf);
      if ('bill' in drafted) drafts.push(drafted.bill);
      else
        unbilled.push({
          connection_id: connection.id,
          connection_number: connection.number,
          reason: drafted.unbilled,
        });
    }
    after = connections.at(-1)!.id;
  }
  return { drafts, unbilled };
}

/** A draft's row: due in 14 days from the run, counted again when it is issued. */
function rowOf(draft: DraftBill, runId: number, now: Date) {
  const gross = Math.max(0, draft.subtotal + draft.tax);
  return {
    run_id: runId,
    connection_id: draft.connection_id,
    period: draft.period,
    opening_value: draft.opening.value,
    opening_read_at: draft.opening.read_at,
    opening_source: draft.opening.source,
    closing_value: draft.closing.value,
    closing_read_at: draft.closing.read_at,
    closing_source: draft.closing.source,
    consumption: draft.consumption,
    lines: JSON.stringify(draft.lines),
    subtotal: draft.subtotal,
    tax: draft.tax,
    total: gross,
    amount_due: gross,
    currency: DEFAULT_CURRENCY,
    due_date: new Date(now.getTime() + BILL_DUE_DAYS * 86_400_000).toISOString().slice(0, 10),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

/** Replaces the run's drafts with `drafts`, and keeps its totals, in one short transaction. */
async function writeDrafts(
  request: FastifyRequest,
  runId: number,
  token: string,
  { drafts, unbilled }: Awaited<ReturnType<typeof draftAll>>,
  now: Date,
) {
  const { database } = request.server.deps;
  const { period } = await database.db
    .selectFrom('utility_billing_runs')
    .select('period')
    .where('id', '=', runId)
    .executeTakeFirstOrThrow();
  const { startsAt, endsAt } = periodBounds(period);
  await database.transaction(async (trx) => {
    await auditTrail(request).change(trx, 'utility_run.computed', runId, async () => {
      await trx.deleteFrom('utility_bills').where('run_id', '=', runId).execute();
      for (let index = 0; index < drafts.length; index += INSERT_CHUNK) {
        const chunk = drafts.slice(index, index + INSERT_CHUNK);
        const ids = await trx
          .insertInto('utility_bills')
          .values(chunk.map((draft) => rowOf(draft, runId, now)))
          .returning('id')
          .execute();
        const links = chunk.flatMap((draft, at) =>
          [...new Set(draft.lines.map((line) => line.tariff_id))]
            .filter((id): id is number => id !== null)
            .map((tariff_id) => ({ bill_id: ids[at]!.id, tariff_id })),
        );
        if (links.length > 0) await trx.insertInto('utility_bill_tariffs').values(links).execute();
      }
      const flagged = await trx
        .selectFrom('utility_readings')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('flag_reason', 'is not', null)
        .where('review', 'is', null)
        .where('read_at', '>=', startsAt)
        .where('read_at', '<', endsAt)
        .executeTakeFirstOrThrow();
      await releaseRun(trx, runId, token, {
        bills_count: drafts.length,
        total: drafts.reduce((sum, draft) => sum + Math.max(0, draft.subtotal + draft.tax), 0),
        flagged: Number(flagged.count),
        estimated: drafts.filter((draft) => draft.estimated).length,
        unbilled: JSON.stringify(unbilled),
        computed_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
    });
  });
}

/**
 * Computes the month's draft bills for every active connection (docs/product.md, "Utilities",
 * Billing runs), replacing the drafts of a run made before: one run a month, one bill a
 * connection and month, whatever the number of requests or instances (record 0056). Answers the
 * run's id; the run keeps the connections it could not bill, and why.
 */
export async function computeRun(request: FastifyRequest, period: string) {
  const { database, clock } = request.server.deps;
  const { db } = database;
  const now = clock.now();
  await ensureRunnable(db, period, now);
  const run = await runOf(db, period, request.actor!.user.id);
  const token = await claimRun(db, run.id, now);
  try {
    await writeDrafts(request, run.id, token, await draftAll(db, period), now);
    return run.id;
  } catch (error) {
    await releaseRun(db, run.id, token);
    throw error;
  }
}
