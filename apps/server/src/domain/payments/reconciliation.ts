import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { nairobiMidnight, shiftDay } from '@portal/shared/calendar';
import {
  paymentMessages,
  type Reconciliation,
  type ReconciliationItem,
} from '@portal/shared/payments';
import { isUniqueViolation } from '@server/db/errors';
import type { Database, PaymentChannel, PaymentReconciliationItemsTable } from '@server/db/schema';
import { actingOf, systemActing } from '@server/lib/audit/acting';
import { conflict, notFound } from '@server/lib/errors';
import type { PaymentChannelAdapter, ProviderMoney } from './providers/types';

/** A line of a day's comparison, as its row is written but for the day it belongs to. */
type Line = Omit<
  PaymentReconciliationItemsTable,
  'id' | 'reconciliation_id' | 'resolution_note' | 'resolved_by' | 'resolved_at'
>;

/**
 * The statement and the portal's record of a day, side by side by transaction id: each line is
 * matched, missing in the portal, missing at the provider, or of another amount.
 */
export function compareDay(
  statement: readonly ProviderMoney[],
  recorded: readonly {
    id: number;
    transaction_id: string;
    amount: number;
    currency: string;
    account_reference: string;
  }[],
): Line[] {
  const portal = new Map(recorded.map((row) => [row.transaction_id, row]));
  const lines: Line[] = [];
  for (const money of statement) {
    const row = portal.get(money.transaction_id);
    portal.delete(money.transaction_id);
    lines.push({
      outcome: !row
        ? 'missing_in_portal'
        : row.amount === money.amount
          ? 'matched'
          : 'amount_differs',
      transaction_id: money.transaction_id,
      account_reference: money.account_reference,
      currency: money.currency,
      portal_amount: row ? row.amount : null,
      provider_amount: money.amount,
      payment_transaction_id: row?.id ?? null,
    });
  }
  for (const row of portal.values())
    lines.push({
      outcome: 'missing_at_provider',
      transaction_id: row.transaction_id,
      account_reference: row.account_reference,
      currency: row.currency,
      portal_amount: row.amount,
      provider_amount: null,
      payment_transaction_id: row.id,
    });
  return lines;
}

/**
 * Reconciles one provider's Nairobi day (docs/payments.md): its statement against the money the
 * portal recorded for it, every line kept, matched or not, for finance to resolve. A day is
 * reconciled once: its unique key refuses a second, whichever instance or run tries.
 */
export async function reconcileDay(
  server: FastifyInstance,
  adapter: PaymentChannelAdapter,
  day: string,
): Promise<number | undefined> {
  const { database } = server.deps;
  const statement = await adapter.statement(day);
  const recorded = await database.db
    .selectFrom('payment_transactions')
    .select(['id', 'transaction_id', 'amount', 'currency', 'account_reference'])
    .where('provider', '=', adapter.channel)
    .where('paid_at', '>=', nairobiMidnight(day))
    .where('paid_at', '<', nairobiMidnight(shiftDay(day, 1)))
    .execute();
  const lines = compareDay(
    statement,
    recorded.map((row) => ({ ...row, amount: Number(row.amount) })),
  );
  const trail = systemActing(server, 'payment reconciliation').trail();
  try {
    return await database.transaction(async (trx) =>
      trail.creation(trx, 'payment_reconciliation.made', async () => {
        const { id } = await trx
          .insertInto('payment_reconciliations')
          .values({ provider: adapter.channel, day })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (lines.length > 0)
          await trx
            .insertInto('payment_reconciliation_items')
            .values(lines.map((line) => ({ ...line, reconciliation_id: id })))
            .execute();
        return id;
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * The days of `channel` to reconcile up to `last`: the days since its latest reconciliation, at
 * most `catchUp` of them; only `last` for a provider never reconciled, since before the portal
 * took payments there is nothing to compare.
 */
export async function daysToReconcile(
  db: Kysely<Database>,
  channel: PaymentChannel,
  last: string,
  catchUp: number,
): Promise<string[]> {
  const latest = await db
    .selectFrom('payment_reconciliations')
    .select('day')
    .where('provider', '=', channel)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return [last];
  const earliest = shiftDay(last, 1 - catchUp);
  const next = shiftDay(latest.day, 1);
  const days: string[] = [];
  for (let day = next < earliest ? earliest : next; day <= last; day = shiftDay(day, 1))
    days.push(day);
  return days;
}

/** Reconciliations with their counts, in the order of `ids`. */
export async function reconciliationsById(
  db: Kysely<Database>,
  ids: number[],
): Promise<Reconciliation[]> {
  const days = await db
    .selectFrom('payment_reconciliations')
    .select(['id', 'provider', 'day', 'created_at'])
    .where('id', 'in', ids)
    .execute();
  const lines = await db
    .selectFrom('payment_reconciliation_items')
    .select(['reconciliation_id', 'outcome', 'resolved_at'])
    .where('reconciliation_id', 'in', ids)
    .execute();
  const counts = new Map(ids.map((id) => [id, { matched: 0, differences: 0, unresolved: 0 }]));
  for (const line of lines) {
    const count = counts.get(line.reconciliation_id)!;
    if (line.outcome === 'matched') count.matched += 1;
    else {
      count.differences += 1;
      if (line.resolved_at === null) count.unresolved += 1;
    }
  }
  const byId = new Map(days.map((day) => [day.id, { ...day, ...counts.get(day.id)! }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A reconciliation's lines: differences first, unresolved before resolved, then matched. */
export async function reconciliationItems(
  db: Kysely<Database>,
  reconciliationId: number,
): Promise<ReconciliationItem[]> {
  const rows = await db
    .selectFrom('payment_reconciliation_items')
    .leftJoin('users', 'users.id', 'payment_reconciliation_items.resolved_by')
    .select([
      'payment_reconciliation_items.id',
      'payment_reconciliation_items.outcome',
      'payment_reconciliation_items.transaction_id',
      'payment_reconciliation_items.account_reference',
      'payment_reconciliation_items.currency',
      'payment_reconciliation_items.portal_amount',
      'payment_reconciliation_items.provider_amount',
      'payment_reconciliation_items.resolution_note',
      'users.name as resolved_by',
      'payment_reconciliation_items.resolved_at',
    ])
    .where('payment_reconciliation_items.reconciliation_id', '=', reconciliationId)
    .orderBy('payment_reconciliation_items.id')
    .execute();
  const rank = (item: (typeof rows)[number]) =>
    item.outcome === 'matched' ? 2 : item.resolved_at === null ? 0 : 1;
  return rows
    .map((row) => ({
      ...row,
      portal_amount: row.portal_amount === null ? null : Number(row.portal_amount),
      provider_amount: row.provider_amount === null ? null : Number(row.provider_amount),
    }))
    .sort((a, b) => rank(a) - rank(b));
}

/** Resolves a difference with finance's note; a matched line or one resolved already is refused. */
export async function resolveDifference(
  request: FastifyRequest,
  itemId: number,
  note: string,
): Promise<number> {
  const { database, clock } = request.server.deps;
  const item = await database.db
    .selectFrom('payment_reconciliation_items')
    .select(['id', 'reconciliation_id', 'outcome', 'transaction_id', 'resolved_at'])
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw notFound('Reconciliation line not found.');
  if (item.outcome === 'matched') throw conflict(paymentMessages.matchedNeedsNothing);
  const acting = actingOf(request);
  const now = clock.now().toISOString();
  await database.transaction(async (trx) => {
    const result = await trx
      .updateTable('payment_reconciliation_items')
      .set({ resolution_note: note, resolved_by: acting.user!.id, resolved_at: now })
      .where('id', '=', itemId)
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict(paymentMessages.resolved);
    await acting
      .trail()
      .note(trx, 'payment_reconciliation.difference_resolved', item.reconciliation_id, {
        transaction_id: { before: null, after: item.transaction_id },
        outcome: { before: null, after: item.outcome },
        resolution_note: { before: null, after: note },
      });
  });
  return item.reconciliation_id;
}
