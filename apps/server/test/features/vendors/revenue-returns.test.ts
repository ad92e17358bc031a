import { describe, expect, it } from 'vitest';
import { roleWith, signedIn } from '@server-test/helpers/applications';
import { testEngine } from '@server-test/helpers/database';
import { approvedVendor } from '@server-test/helpers/partnerships';
import { completeSolution, openCall, vendorBackOffice } from '@server-test/helpers/vendors';

// The manual clock starts at 2026-11-21 12:00 in Nairobi, the partnership's first day, at a
// share of 12.5 %: its first quarter, 2026-Q4, ends on 31 December.
const portal = await vendorBackOffice();
const { call, db, clock, cast } = portal;
const callId = await openCall(db, clock.now());
const managerRole = await roleWith(db, `Revenue manager ${process.pid}`, ['vendors.manage']);
const manager = await signedIn(portal, 'Mona Manager', managerRole);
const { partnershipId, solutionIds } = await approvedVendor(portal, cast, callId, {
  shareBps: 1250,
  solutions: [completeSolution({ name: 'Aurora' }), completeSolution({ name: 'Refused' })],
});
const [aurora, refused] = solutionIds as [number, number];

type Person = { email: string; password: string };
const tokens = async <T extends Record<string, Person>>(people: T) => {
  const signed: Record<string, string> = {};
  for (const [key, person] of Object.entries(people)) signed[key] = await portal.signIn(person);
  return signed as Record<keyof T, string>;
};
const moveTo = (instant: string) => clock.advance(Date.parse(instant) - clock.now().getTime());

const returnsState = async () => ({
  returns: await db.selectFrom('vendor_revenue_returns').selectAll().orderBy('id').execute(),
  invoices: await db
    .selectFrom('invoices')
    .select(['id', 'amount', 'paid', 'status'])
    .where('kind', '=', 'revenue_share')
    .orderBy('id')
    .execute(),
});

let q4: number;

describe(`revenue returns on ${testEngine}`, () => {
  it("are filed for a quarter once it ends, the share invoiced at the decision's rate, rounded once", async () => {
    const file = (token: string, body: object) =>
      call('POST', `/vendor-partnerships/${partnershipId}/revenue-returns`, { token, body });
    const early = await file(cast.vendor.token, { quarter: '2026-Q4', lines: [] });
    expect(early.statusCode).toBe(422);
    expect(early.answer.errors.quarter).toEqual([
      'Choose a quarter of the partnership that has ended or ends today.',
    ]);

    moveTo('2026-12-31T06:00:00.000Z');
    const people = await tokens({ vendor: cast.vendor, stranger: cast.stranger, manager });
    const before = await returnsState();
    const refusals = [
      await file(people.stranger, { quarter: '2026-Q4', lines: [] }),
      await file(people.manager, { quarter: '2026-Q4', lines: [] }),
      await file(people.vendor, {
        quarter: '2026-Q4',
        lines: [{ solution_id: refused, revenue: 1 }],
      }),
      await file(people.vendor, {
        quarter: '2026-Q4',
        lines: [
          { solution_id: aurora, revenue: 1 },
          { solution_id: aurora, revenue: 2 },
        ],
      }),
      await file(people.vendor, { quarter: '2026-4', lines: [] }),
      await file(people.vendor, {
        quarter: '2026-Q4',
        lines: [{ solution_id: aurora, revenue: -5 }],
      }),
    ];
    expect(refusals.map((answer) => answer.statusCode)).toEqual([404, 403, 422, 422, 422, 422]);
    expect(refusals[2]!.answer.errors['lines.0.solution_id']).toEqual([
      'Choose a solution offered through this partnership.',
    ]);
    expect(refusals[3]!.answer.errors['lines.1.solution_id']).toEqual(['Give each solution once.']);
    expect(await returnsState()).toEqual(before);

    // 1,000,000.05 at 12.5 % is 125,000.00625: 12,500,001 cents, rounded half up once.
    const filed = await file(people.vendor, {
      quarter: '2026-Q4',
      lines: [{ solution_id: aurora, revenue: 100_000_005 }],
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.answer.message).toBe('Return for 2026-Q4 filed.');
    expect(filed.answer.data).toMatchObject({
      quarter: '2026-Q4',
      version: 1,
      status: 'filed',
      nil: false,
      revenue: 100_000_005,
      share_bps: 1250,
      share: 12_500_001,
      credited: 0,
      lines: [{ solution_id: aurora, solution: 'Aurora', revenue: 100_000_005 }],
      invoice: { amount: 12_500_001, paid: 0, status: 'open' },
    });
    q4 = filed.answer.data.id;
    const invoice = await call('GET', `/invoices/${filed.answer.data.invoice.id}`, {
      token: people.vendor,
    });
    expect(invoice.answer.data).toMatchObject({
      kind: 'revenue_share',
      purpose: 'revenue_share',
      amount: 12_500_001,
      currency: 'KES',
      description: 'Revenue share of 2026-Q4: 12.5 % of 1,000,000.05 KES',
    });
    const again = await file(people.vendor, { quarter: '2026-Q4', lines: [] });
    expect(again.statusCode).toBe(409);
    expect(again.answer.message).toBe(
      'A return for 2026-Q4 is already filed: replace it to change it.',
    );
  });

  it('is replaced, not edited: an unpaid invoice is voided, a paid one credited to the next version', async () => {
    const people = await tokens({ vendor: cast.vendor, admin: portal.admin });
    const replace = (id: number, revenue: number) =>
      call('POST', `/vendor-revenue-returns/${id}/replace`, {
        token: people.vendor,
        body: { lines: [{ solution_id: aurora, revenue }] },
      });
    const second = await replace(q4, 200_000_000);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.answer.data).toMatchObject({
      version: 2,
      share: 25_000_000,
      credited: 0,
      invoice: { amount: 25_000_000, status: 'open' },
    });
    expect((await replace(q4, 1)).statusCode).toBe(409);
    const [first] = (await returnsState()).invoices;
    expect(first).toMatchObject({ paid: 0, status: 'void' });

    const paid = await call('POST', `/invoices/${second.answer.data.invoice.id}/payments`, {
      token: people.admin,
      body: {
        amount: 25_000_000,
        method: 'bank_transfer',
        reference: 'FT-REV-Q4',
        paid_on: '2026-12-31',
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const third = await replace(second.answer.data.id, 300_000_000);
    expect(third.answer.data).toMatchObject({
      version: 3,
      share: 37_500_000,
      credited: 25_000_000,
      credit_due: 0,
      invoice: { amount: 12_500_000, status: 'open' },
    });
    // Lower than what was paid: nothing more is invoiced, and the difference is owed back.
    const fourth = await replace(third.answer.data.id, 100_000_000);
    expect(fourth.answer.data).toMatchObject({
      version: 4,
      share: 12_500_000,
      credited: 25_000_000,
      credit_due: 12_500_000,
      invoice: null,
    });
    expect((await returnsState()).invoices.map(({ paid, status }) => [paid, status])).toEqual([
      [0, 'void'],
      [25_000_000, 'paid'],
      [0, 'void'],
    ]);
    const read = await call('GET', `/vendor-partnerships/${partnershipId}`, {
      token: people.vendor,
    });
    expect(
      read.answer.data.returns.map((r: { version: number; status: string }) => [
        r.version,
        r.status,
      ]),
    ).toEqual([
      [4, 'filed'],
      [3, 'replaced'],
      [2, 'replaced'],
      [1, 'replaced'],
    ]);
  });

  it('is replaced once when two replacements are sent at the same moment', async () => {
    const { vendor } = await tokens({ vendor: cast.vendor });
    const standing = (await returnsState()).returns.find((row) => row.status === 'filed')!;
    const invoicesBefore = (await returnsState()).invoices.length;
    const answers = await Promise.all(
      [400_000_000, 500_000_000].map((revenue) =>
        call('POST', `/vendor-revenue-returns/${standing.id}/replace`, {
          token: vendor,
          body: { lines: [{ solution_id: aurora, revenue }] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const after = await returnsState();
    expect(after.returns.filter((row) => row.status === 'filed')).toHaveLength(1);
    // Four versions before, and one more.
    expect(after.returns).toHaveLength(5);
    expect(after.invoices).toHaveLength(invoicesBefore + 1);
  });

  it('takes a nil return when nothing was earned, and counts a quarter not filed 30 days on as overdue', async () => {
    moveTo('2027-03-31T06:00:00.000Z');
    const { vendor } = await tokens({ vendor: cast.vendor });
    const nil = await call('POST', `/vendor-partnerships/${partnershipId}/revenue-returns`, {
      token: vendor,
      body: { quarter: '2027-Q1', lines: [] },
    });
    expect(nil.statusCode, nil.body).toBe(201);
    expect(nil.answer.message).toBe('Nil return for 2027-Q1 filed.');
    expect(nil.answer.data).toMatchObject({ nil: true, revenue: 0, share: 0, invoice: null });

    const quarters = async () => {
      const { vendor: token } = await tokens({ vendor: cast.vendor });
      const read = await call('GET', `/vendor-partnerships/${partnershipId}`, { token });
      return read.answer.data.return_quarters;
    };
    // 2027-Q2 ends on 30 June; its return is due by 30 July, overdue from 31 July (Nairobi).
    moveTo('2027-07-30T20:59:00.000Z');
    expect(await quarters()).toEqual([
      { quarter: '2026-Q4', due_on: '2027-01-30', filed: true, overdue: false },
      { quarter: '2027-Q1', due_on: '2027-04-30', filed: true, overdue: false },
      { quarter: '2027-Q2', due_on: '2027-07-30', filed: false, overdue: false },
    ]);
    moveTo('2027-07-30T21:00:00.000Z');
    expect((await quarters())[2]).toEqual({
      quarter: '2027-Q2',
      due_on: '2027-07-30',
      filed: false,
      overdue: true,
    });
  });
});
