import type { Kysely } from 'kysely';
import { nairobiDay, quarterLastDay, quartersEndingBetween } from '@portal/shared/calendar';
import { returnDueOn, type RevenueReturn } from '@portal/shared/vendor-revenue';
import type { Database } from '@server/db/schema';
import type { PartnershipRecord } from './access';

/**
 * The quarters of the partnership that have ended by `now` (their last day has come in Nairobi),
 * oldest first: each owes a return.
 */
export function endedQuarters(
  partnership: Pick<PartnershipRecord, 'starts_on' | 'ends_on'>,
  now: Date,
): string[] {
  const today = nairobiDay(now);
  const until = partnership.ends_on < today ? partnership.ends_on : today;
  return quartersEndingBetween(partnership.starts_on, until).filter(
    (quarter) => quarterLastDay(quarter) <= today,
  );
}

/** Each ended quarter with its due date, whether a return stands, and whether it is overdue. */
export async function returnQuarters(
  db: Kysely<Database>,
  partnership: Pick<PartnershipRecord, 'id' | 'starts_on' | 'ends_on'>,
  now: Date,
) {
  const filed = new Set(
    (
      await db
        .selectFrom('vendor_revenue_returns')
        .select('quarter')
        .where('partnership_id', '=', partnership.id)
        .where('status', '=', 'filed')
        .execute()
    ).map((row) => row.quarter),
  );
  const today = nairobiDay(now);
  return endedQuarters(partnership, now).map((quarter) => ({
    quarter,
    due_on: returnDueOn(quarter),
    filed: filed.has(quarter),
    overdue: !filed.has(quarter) && returnDueOn(quarter) < today,
  }));
}

/** The partnership's returns, every version, newest quarter and version first; or one. */
export async function returnsOf(
  db: Kysely<Database>,
  where: { partnershipId: number } | { returnId: number },
): Promise<RevenueReturn[]> {
  const rows = await db
    .selectFrom('vendor_revenue_returns')
    .leftJoin('users', 'users.id', 'vendor_revenue_returns.filed_by')
    .leftJoin('invoices', 'invoices.revenue_return_id', 'vendor_revenue_returns.id')
    .selectAll('vendor_revenue_returns')
    .select([
      'users.name as filer',
      'invoices.id as invoice_id',
      'invoices.number as invoice_number',
      'invoices.amount as invoice_amount',
      'invoices.paid as invoice_paid',
      'invoices.status as invoice_status',
    ])
    .$call((query) =>
      'returnId' in where
        ? query.where('vendor_revenue_returns.id', '=', where.returnId)
        : query.where('vendor_revenue_returns.partnership_id', '=', where.partnershipId),
    )
    .orderBy('vendor_revenue_returns.quarter', 'desc')
    .orderBy('vendor_revenue_returns.version', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('vendor_revenue_return_lines')
    .innerJoin('vendor_solutions', 'vendor_solutions.id', 'vendor_revenue_return_lines.solution_id')
    .select([
      'vendor_revenue_return_lines.return_id',
      'vendor_revenue_return_lines.solution_id',
      'vendor_solutions.name',
      'vendor_revenue_return_lines.revenue',
    ])
    .where(
      'vendor_revenue_return_lines.return_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('vendor_revenue_return_lines.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    partnership_id: row.partnership_id,
    quarter: row.quarter,
    version: row.version,
    status: row.status,
    nil: row.revenue === 0 && !lines.some((line) => line.return_id === row.id),
    lines: lines
      .filter((line) => line.return_id === row.id)
      .map((line) => ({
        solution_id: line.solution_id,
        solution: line.name ?? '',
        revenue: Number(line.revenue),
      })),
    revenue: Number(row.revenue),
    currency: row.currency,
    share_bps: row.share_bps,
    share: Number(row.share),
    credited: Number(row.credited),
    credit_due: Math.max(0, Number(row.credited) - Number(row.share)),
    invoice:
      row.invoice_id === null
        ? null
        : {
            id: row.invoice_id,
            number: row.invoice_number!,
            amount: Number(row.invoice_amount),
            paid: Number(row.invoice_paid),
            status: row.invoice_status!,
          },
    filed_by: row.filer,
    filed_at: row.filed_at,
  }));
}
