import { sql, type Kysely } from 'kysely';
import { addYears, nairobiDay } from '@portal/shared/calendar';
import { RUNNING_PARTNERSHIP_STATUSES } from '@portal/shared/vendor-partnership-words';
import { returnDueOn } from '@portal/shared/vendor-revenue';
import type { ReviewStanding } from '@portal/shared/vendor-reviews';
import type { Database } from '@server/db/schema';
import type { IdPage } from '@server/lib/pagination';
import { endedQuarters } from './revenue-queries';

/** What a partnership asks of staff now, read from the clock (docs/product.md, "The vendor partnership"). */
export type Attention = {
  standing: ReviewStanding | null;
  overdue_returns: number;
  audit_overdue: boolean;
  open_critical_findings: number;
  actions_past_due: number;
  needs_attention: boolean;
};

const countsBy = async (
  rows: Promise<{ partnership_id: number; n: number | string | bigint }[]>,
): Promise<Map<number, number>> =>
  new Map((await rows).map((row) => [row.partnership_id, Number(row.n)]));

/**
 * The attention of each partnership in `ids`, in a handful of queries whatever their number: a
 * city has tens or hundreds of vendors, so the list reads them all and sorts in memory.
 */
export async function attentionOf(
  db: Kysely<Database>,
  ids: number[],
  now: Date,
): Promise<Map<number, Attention>> {
  if (ids.length === 0) return new Map();
  const today = nairobiDay(now);
  const partnerships = await db
    .selectFrom('vendor_partnerships')
    .select(['id', 'status', 'starts_on', 'ends_on'])
    .where('id', 'in', ids)
    .execute();
  const filed = await db
    .selectFrom('vendor_revenue_returns')
    .select(['partnership_id', 'quarter'])
    .where('partnership_id', 'in', ids)
    .where('status', '=', 'filed')
    .execute();
  const lastAudit = new Map(
    (
      await db
        .selectFrom('vendor_audits')
        .select(['partnership_id', sql<string>`max(audited_on)`.as('last')])
        .where('partnership_id', 'in', ids)
        .groupBy('partnership_id')
        .execute()
    ).map((row) => [row.partnership_id, row.last]),
  );
  const critical = await countsBy(
    db
      .selectFrom('vendor_audit_findings')
      .select(['partnership_id', sql<number>`count(*)`.as('n')])
      .where('partnership_id', 'in', ids)
      .where('severity', '=', 'critical')
      .where('status', '!=', 'closed')
      .groupBy('partnership_id')
      .execute(),
  );
  const pastDue = await countsBy(
    db
      .selectFrom('vendor_corrective_actions')
      .select(['partnership_id', sql<number>`count(*)`.as('n')])
      .where('partnership_id', 'in', ids)
      .where('milestone', 'in', ['planned', 'in_progress'])
      .where('due_on', '<', today)
      .groupBy('partnership_id')
      .execute(),
  );
  const latest = new Map<number, ReviewStanding>();
  for (const review of await db
    .selectFrom('vendor_reviews')
    .select(['partnership_id', 'standing'])
    .where('partnership_id', 'in', ids)
    .where('status', '=', 'finalised')
    .orderBy('quarter')
    .execute())
    if (review.standing) latest.set(review.partnership_id, review.standing);

  return new Map(
    partnerships.map((partnership) => {
      const done = new Set(
        filed.filter((row) => row.partnership_id === partnership.id).map((row) => row.quarter),
      );
      const overdueReturns = endedQuarters(partnership, now).filter(
        (quarter) => !done.has(quarter) && returnDueOn(quarter) < today,
      ).length;
      const auditDue = addYears(lastAudit.get(partnership.id) ?? partnership.starts_on, 1);
      const attention = {
        standing: latest.get(partnership.id) ?? null,
        overdue_returns: overdueReturns,
        // An ended partnership owes its returns still, but no more audits.
        audit_overdue:
          RUNNING_PARTNERSHIP_STATUSES.includes(partnership.status) && auditDue < today,
        open_critical_findings: critical.get(partnership.id) ?? 0,
        actions_past_due: pastDue.get(partnership.id) ?? 0,
      };
      const needs =
        (attention.standing !== null && attention.standing !== 'on_track') ||
        attention.overdue_returns > 0 ||
        attention.audit_overdue ||
        attention.open_critical_findings > 0 ||
        attention.actions_past_due > 0;
      return [partnership.id, { ...attention, needs_attention: needs }];
    }),
  );
}

/**
 * The list's pages: the partnerships of `scope` (and `status`), those needing attention first,
 * then newest; only those needing it when `onlyAttention`.
 */
export function attentionPage(
  db: Kysely<Database>,
  scoped: () => Promise<{ id: number }[]>,
  onlyAttention: boolean,
  now: Date,
): IdPage {
  return async (limit, offset) => {
    const ids = (await scoped()).map((row) => row.id);
    const attention = await attentionOf(db, ids, now);
    const needs = (id: number) => attention.get(id)?.needs_attention ?? false;
    const ordered = ids
      .filter((id) => !onlyAttention || needs(id))
      .sort((a, b) => Number(needs(b)) - Number(needs(a)) || b - a);
    return {
      total: ordered.length,
      pageIds: ordered.slice(offset, offset + limit).map((id) => ({ id })),
    };
  };
}
