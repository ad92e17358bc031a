import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Currency } from '@portal/shared/money';
import { utilityBillMessages } from '@portal/shared/utility-bills';
import { BILL_DUE_DAYS, periodLabel, UTILITY_SERVICE_LABELS } from '@portal/shared/utilities';
import { nairobiDay } from '@portal/shared/calendar';
import type { Database } from '@server/db/schema';
import { auditTrail, type AuditTrail } from '@server/lib/audit/trail';
import { conflict } from '@server/lib/errors';
import { insertInvoices } from '@server/domain/invoices/ledger';
import { newLetterCode } from '@server/domain/applications/letters/codes';
import { billIssuedMail } from '../mails';
import { owedByConnection } from '../owed';
import { claimRun, releaseRun } from './claim';

const PAGE = 500;

type Credit = { id: number; connection_id: number; amount: number };

/** The bills of a run, a page at a time, with what issuing them needs of their connection. */
function billPage(trx: Kysely<Database>, runId: number, after: number) {
  return trx
    .selectFrom('utility_bills')
    .innerJoin('utility_connections', 'utility_connections.id', 'utility_bills.connection_id')
    .leftJoin('users', 'users.id', 'utility_connections.account_holder_id')
    .select([
      'utility_bills.id',
      'utility_bills.connection_id',
      'utility_bills.period',
      'utility_bills.subtotal',
      'utility_bills.tax',
      'utility_bills.currency',
      'utility_connections.number as connection_number',
      'utility_connections.service',
      'users.email',
      'users.name',
    ])
    .where('utility_bills.run_id', '=', runId)
    .where('utility_bills.status', '=', 'draft')
    .where('utility_bills.id', '>', after)
    .orderBy('utility_bills.id')
    .limit(PAGE)
    .execute();
}

/** Credit waiting on the page's accounts, oldest first, and what their earlier bills still owe. */
async function accountsOf(trx: Kysely<Database>, connectionIds: number[]) {
  const credits = await trx
    .selectFrom('utility_credits')
    .select(['id', 'connection_id', 'amount'])
    .where('applied_bill_id', 'is', null)
    .where('connection_id', 'in', connectionIds)
    .orderBy('id')
    .execute();
  return {
    credits: credits.map((credit) => ({ ...credit, amount: Number(credit.amount) })),
    arrears: await owedByConnection(trx, connectionIds),
  };
}

/**
 * Takes up to `need` of an account's waiting credits, oldest first, for bill `billId`; a credit
 * larger than what is left is split, its rest waiting for the next bill. Answers what it took.
 */
async function takeCredits(
  trx: Kysely<Database>,
  credits: Credit[],
  need: number,
  billId: number,
): Promise<number> {
  let taken = 0;
  for (const credit of credits) {
    if (taken === need) break;
    const take = Math.min(credit.amount, need - taken);
    if (take < credit.amount) {
      const rest = await trx
        .selectFrom('utility_credits')
        .selectAll()
        .where('id', '=', credit.id)
        .executeTakeFirstOrThrow();
      const { id: _id, ...copy } = rest;
      await trx
        .insertInto('utility_credits')
        .values({ ...copy, amount: credit.amount - take })
        .execute();
    }
    await trx
      .updateTable('utility_credits')
      .set({ amount: take, applied_bill_id: billId })
      .where('id', '=', credit.id)
      .execute();
    taken += take;
  }
  return taken;
}

/** The refusals of an issue: a run already issued, or one a tariff change made stale. */
async function ensureIssuable(trx: Kysely<Database>, runId: number) {
  const run = await trx
    .selectFrom('utility_billing_runs')
    .select(['status', 'computed_at', 'bills_count'])
    .where('id', '=', runId)
    .executeTakeFirstOrThrow();
  if (run.status === 'issued') throw conflict(utilityBillMessages.notDraft);
  if (run.bills_count === 0) throw conflict(utilityBillMessages.noBills);
  const stale = await trx
    .selectFrom('utility_bill_tariffs')
    .innerJoin('utility_bills', 'utility_bills.id', 'utility_bill_tariffs.bill_id')
    .innerJoin('utility_tariffs', 'utility_tariffs.id', 'utility_bill_tariffs.tariff_id')
    .select('utility_tariffs.id')
    .where('utility_bills.run_id', '=', runId)
    .where('utility_tariffs.updated_at', '>', run.computed_at ?? '')
    .executeTakeFirst();
  if (stale) throw conflict(utilityBillMessages.tariffChanged);
}

/** What issuing settles of one bill before anything of it is written. */
type Settled = { total: number; taken: number; owed: number; code: string };

/**
 * Writes the issued facts of a page of bills in one statement: the values of each bill joined
 * by id, cast so that PostgreSQL reads numbers as numbers (SQLite takes the casts as they are).
 */
async function markIssued(
  trx: Kysely<Database>,
  bills: readonly { id: number; invoice_id: number; settled: Settled }[],
  due_date: string,
  issuedAt: string,
) {
  const number = (value: number) => sql`cast(${value} as bigint)`;
  const text = (value: string) => sql`cast(${value} as text)`;
  const values = sql.join(
    bills.map(
      ({ id, invoice_id, settled }) =>
        sql`(${number(id)}, ${number(invoice_id)}, ${text(settled.code)}, ${number(settled.taken)}, ${number(settled.owed)}, ${number(settled.total)}, ${number(settled.total + settled.owed)})`,
    ),
  );
  await sql`with issued (id, invoice_id, code, credits, arrears, total, amount_due) as (values ${values})
    update utility_bills set
      status = 'issued', invoice_id = issued.invoice_id, code = issued.code,
      credits = issued.credits, arrears = issued.arrears, total = issued.total,
      amount_due = issued.amount_due, due_date = ${due_date}, issued_at = ${issuedAt},
      updated_at = ${issuedAt}
    from issued where utility_bills.id = issued.id`.execute(trx);
}

/**
 * Issues one page of bills: each takes its account's waiting credit and counts what earlier bills
 * still owe; then the page's invoices, bills, events and mails are written a few statements for
 * the whole page (a round trip a bill made a city's run take half a minute on PostgreSQL).
 */
async function issuePage(
  request: FastifyRequest,
  trx: Kysely<Database>,
  trail: AuditTrail,
  bills: Awaited<ReturnType<typeof billPage>>,
  now: Date,
) {
  const { config } = request.server.deps;
  const issuedAt = now.toISOString();
  const due_date = nairobiDay(new Date(now.getTime() + BILL_DUE_DAYS * 86_400_000));
  const { credits, arrears } = await accountsOf(trx, [
    ...new Set(bills.map((bill) => bill.connection_id)),
  ]);
  const settled: Settled[] = [];
  for (const bill of bills) {
    const gross = Number(bill.subtotal) + Number(bill.tax);
    const charge = Math.max(0, gross);
    const own = credits.filter((credit) => credit.connection_id === bill.connection_id);
    const taken = own.length > 0 ? await takeCredits(trx, own, charge, bill.id) : 0;
    // A correction larger than the month's charge leaves credit for the next bill.
    if (gross < 0) {
      await trx
        .insertInto('utility_credits')
        .values({
          connection_id: bill.connection_id,
          amount: -gross,
          source: 'correction',
          from_bill_id: bill.id,
        })
        .execute();
    }
    settled.push({
      total: charge - taken,
      taken,
      owed: arrears.get(bill.connection_id) ?? 0,
      code: newLetterCode(),
    });
  }
  const invoices = await insertInvoices(
    trx,
    trail,
    bills.map((bill, index) => ({
      kind: 'utility_bill' as const,
      connection_id: bill.connection_id,
      description: `${UTILITY_SERVICE_LABELS[bill.service]} bill for ${periodLabel(bill.period)}, connection ${bill.connection_number}`,
      money: { amount: settled[index]!.total, currency: bill.currency as Currency },
      due_date,
    })),
    now,
  );
  await markIssued(
    trx,
    bills.map((bill, index) => ({
      id: bill.id,
      invoice_id: invoices[index]!.id,
      settled: settled[index]!,
    })),
    due_date,
    issuedAt,
  );
  await request.server.outbox.queueMails(
    trx,
    bills.flatMap((bill, index) =>
      bill.email && bill.name
        ? [
            billIssuedMail(
              config.appUrl,
              { email: bill.email, name: bill.name },
              {
                id: bill.id,
                service: bill.service,
                connection_number: bill.connection_number,
                period: bill.period,
                invoice_number: invoices[index]!.number,
                amount_due: settled[index]!.total + settled[index]!.owed,
                currency: bill.currency,
                due_date,
              },
            ),
          ]
        : [],
    ),
  );
}

/**
 * Issues every bill of a draft run at once (docs/product.md, "Utilities", Billing runs): each
 * takes the credit waiting on its account, counts what earlier bills still owe, becomes an
 * invoice and gets its verification code, in one transaction; the holders' mails go with it.
 * PDFs are made when first asked for, never here.
 */
export async function issueRun(request: FastifyRequest, runId: number): Promise<void> {
  const { database, clock } = request.server.deps;
  const now = clock.now();
  const token = await claimRun(database.db, runId, now);
  try {
    await database.transaction(async (trx) => {
      await ensureIssuable(trx, runId);
      const trail = auditTrail(request);
      await trail.change(trx, 'utility_run.issued', runId, async () => {
        let after = 0;
        for (;;) {
          const bills = await billPage(trx, runId, after);
          if (bills.length === 0) break;
          await issuePage(request, trx, trail, bills, now);
          after = bills.at(-1)!.id;
        }
        await releaseRun(trx, runId, token, {
          status: 'issued',
          issued_at: now.toISOString(),
          issued_by: request.actor!.user.id,
          updated_at: now.toISOString(),
        });
      });
    });
  } catch (error) {
    await releaseRun(database.db, runId, token);
    throw error;
  }
}
