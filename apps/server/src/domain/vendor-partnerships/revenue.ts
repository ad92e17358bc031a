import type { Kysely } from 'kysely';
import { formatMoney } from '@portal/shared/money';
import { INVOICE_DUE_DAYS } from '@portal/shared/invoices';
import { shiftDay, nairobiDay } from '@portal/shared/calendar';
import { revenueMessages, shareOf } from '@portal/shared/vendor-revenue';
import type { Database } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/errors';
import { creditInvoice, insertInvoice } from '@server/domain/invoices/ledger';
import type { AuditTrail } from '@server/lib/audit/trail';
import { conflict } from '@server/lib/errors';

/*
 * A partnership's quarterly revenue returns (docs/product.md, "The vendor partnership"). A return
 * is never edited: a replacement is a new version, and what the old one invoiced is credited.
 */

type Partnership = { id: number; application_id: number; share_bps: number };
type Lines = readonly { solution_id: number; revenue: number }[];

/**
 * Files version `version` of `quarter`'s return with `lines`, and invoices its share less what
 * earlier versions' invoices had been paid (`credited`). Answers its id. 409 when a version of
 * the quarter already stands (the partial unique index), so that of two filings at once one is
 * taken.
 */
async function insertReturn(
  trx: Kysely<Database>,
  trail: AuditTrail,
  filing: {
    partnership: Partnership;
    quarter: string;
    version: number;
    lines: Lines;
    currency: string;
    credited: number;
    replaces: number | null;
    by: number;
    now: Date;
  },
): Promise<number> {
  const { partnership, quarter, lines, currency, credited, now } = filing;
  const revenue = lines.reduce((sum, line) => sum + line.revenue, 0);
  const share = shareOf(revenue, partnership.share_bps);
  const at = now.toISOString();
  let id: number;
  try {
    ({ id } = await trx
      .insertInto('vendor_revenue_returns')
      .values({
        partnership_id: partnership.id,
        quarter,
        version: filing.version,
        revenue,
        currency,
        share_bps: partnership.share_bps,
        share,
        credited,
        replaces_id: filing.replaces,
        filed_by: filing.by,
        filed_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(revenueMessages.alreadyFiled(quarter));
    throw error;
  }
  if (lines.length > 0)
    await trx
      .insertInto('vendor_revenue_return_lines')
      .values(lines.map((line) => ({ return_id: id, ...line })))
      .execute();
  const owed = share - credited;
  if (owed > 0) {
    const money = (amount: number) => formatMoney({ amount, currency });
    await insertInvoice(trx, trail, {
      kind: 'revenue_share',
      application_id: partnership.application_id,
      revenue_return_id: id,
      description:
        `Revenue share of ${quarter}: ${partnership.share_bps / 100} % of ${money(revenue)}` +
        (credited > 0 ? `, less ${money(credited)} paid on the return it replaces` : ''),
      money: { amount: owed, currency },
      due_date: shiftDay(nairobiDay(now), INVOICE_DUE_DAYS),
      now,
    });
  }
  return id;
}

/** Files the first return of `quarter`. */
export function fileReturn(
  trx: Kysely<Database>,
  trail: AuditTrail,
  filing: {
    partnership: Partnership;
    quarter: string;
    lines: Lines;
    currency: string;
    by: number;
    now: Date;
  },
): Promise<number> {
  return insertReturn(trx, trail, { ...filing, version: 1, credited: 0, replaces: null });
}

/**
 * Replaces the filed return `replaced` with a new version of `lines`: the old one is marked
 * replaced by one conditional update (of two replacements at once, the second is refused), every
 * invoice of the quarter's earlier versions still open is credited, and what they had been paid
 * counts towards the new share.
 */
export async function replaceReturn(
  trx: Kysely<Database>,
  trail: AuditTrail,
  replaced: { id: number; quarter: string; version: number },
  filing: { partnership: Partnership; lines: Lines; currency: string; by: number; now: Date },
): Promise<number> {
  const at = filing.now.toISOString();
  const { numUpdatedRows } = await trx
    .updateTable('vendor_revenue_returns')
    .set({ status: 'replaced', updated_at: at })
    .where('id', '=', replaced.id)
    .where('status', '=', 'filed')
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) throw conflict(revenueMessages.replaced);
  const invoices = await trx
    .selectFrom('invoices')
    .innerJoin('vendor_revenue_returns', 'vendor_revenue_returns.id', 'invoices.revenue_return_id')
    .select('invoices.id')
    .where('vendor_revenue_returns.partnership_id', '=', filing.partnership.id)
    .where('vendor_revenue_returns.quarter', '=', replaced.quarter)
    .orderBy('invoices.id')
    .execute();
  let credited = 0;
  for (const invoice of invoices) credited += await creditInvoice(trx, trail, invoice.id, at);
  return insertReturn(trx, trail, {
    ...filing,
    quarter: replaced.quarter,
    version: replaced.version + 1,
    credited,
    replaces: replaced.id,
  });
}
