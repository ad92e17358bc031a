import { describe, expect, it } from 'vitest';
import { quarterLastDay } from '@portal/shared/calendar';
import { roleWith, signedIn } from '@server-test/helpers/applications';
import { testEngine } from '@server-test/helpers/database';
import { outboxRows } from '@server-test/helpers/outbox';
import { approvedVendor, waitingIds, workplanFor } from '@server-test/helpers/partnerships';
import { uniqueIp } from '@server-test/helpers/portal';
import {
  fullScores,
  openCall,
  vendorBackOffice,
  vendorCast,
  type VendorCast,
} from '@server-test/helpers/vendors';

// Two partnerships run their first year from 2026-11-21 (Nairobi) on the file's clock: the
// quarters 2026-Q4 to 2027-Q3 are reviewed and returned, then one is renewed and one is not.
const portal = await vendorBackOffice();
const { call, db, clock, app } = portal;
const callId = await openCall(db, clock.now());
const manager = await signedIn(
  portal,
  'Mona Manager',
  await roleWith(db, `Year manager ${process.pid}`, ['vendors.manage']),
);
const QUARTERS = ['2026-Q4', '2027-Q1', '2027-Q2', '2027-Q3'];

type Person = { email: string; password: string };
const tokenOf = (person: Person) => portal.signIn(person);

async function at(instant: string) {
  clock.advance(Date.parse(instant) - clock.now().getTime());
  await app.scheduler.runDue();
}

/** A partnership with an approved plan, for a cast of its own. */
async function partnershipOf(cast: VendorCast) {
  const { partnershipId, solutionIds } = await approvedVendor(portal, cast, callId);
  const plan = await call('POST', `/vendor-partnerships/${partnershipId}/workplans`, {
    token: cast.vendor.token,
    body: workplanFor(QUARTERS, 2, 100_000_00),
  });
  const wid = plan.answer.data.workplans[0].id;
  await call('POST', `/vendor-partnerships/${partnershipId}/workplans/${wid}/submit`, {
    token: cast.vendor.token,
  });
  await call('POST', `/vendor-partnerships/${partnershipId}/workplans/${wid}/approve`, {
    token: manager.token,
  });
  return { cast, id: partnershipId, solutionId: solutionIds[0]! };
}

/** The quarter's review reported, scored on track and finalised, and its return filed. */
async function closeQuarter(
  partnership: Awaited<ReturnType<typeof partnershipOf>>,
  quarter: string,
) {
  const { cast, id, solutionId } = partnership;
  const vendor = await tokenOf(cast.vendor);
  const reviews = await call('GET', `/vendor-partnerships/${id}/reviews`, { token: vendor });
  const review = reviews.answer.data.find(
    (found: { quarter: string }) => found.quarter === quarter,
  );
  await call('POST', `/vendor-reviews/${review.id}/actuals`, {
    token: vendor,
    body: { customers_won: ['A', 'B'], revenue: 100_000_00, leads: [], activities_done: ['Demo'] },
  });
  await call('POST', `/vendor-reviews/${review.id}/scores`, {
    token: await tokenOf(cast.member),
    body: { scores: fullScores({ ability_to_surpass_targets: 8 }), comment: null },
  });
  const finalised = await call('POST', `/vendor-reviews/${review.id}/finalise`, {
    token: await tokenOf(cast.decider),
    body: {},
  });
  expect(finalised.statusCode, finalised.body).toBe(200);
  const filed = await call('POST', `/vendor-partnerships/${id}/revenue-returns`, {
    token: vendor,
    body: { quarter, lines: [{ solution_id: solutionId, revenue: 100_000_00 }] },
  });
  expect(filed.statusCode, filed.body).toBe(201);
}

const kept = await partnershipOf(portal.cast);
const ended = await partnershipOf(await vendorCast(portal));

const renew = async (id: number, decider: Person, decision: string) =>
  call('POST', `/vendor-partnerships/${id}/renewal`, {
    token: await tokenOf(decider),
    body: { decision, note: 'A steady year: every quarter on track.' },
  });

describe(`a partnership's year on ${testEngine}`, () => {
  it('is renewed only once its four quarters are reviewed, by vendors.decide, with a letter anyone can check', async () => {
    for (const quarter of QUARTERS.slice(0, 3)) {
      await at(`${quarterLastDay(quarter)}T06:00:00.000Z`);
      await closeQuarter(kept, quarter);
      await closeQuarter(ended, quarter);
    }
    const deciderSees = async () =>
      (
        await call('GET', `/vendor-partnerships/${kept.id}`, {
          token: await tokenOf(kept.cast.decider),
        })
      ).answer.data.actions;
    expect(await deciderSees()).not.toContain('decide_renewal');
    const early = await renew(kept.id, kept.cast.decider, 'renewed');
    expect(early.statusCode).toBe(409);
    expect(early.answer.message).toBe(
      "The renewal is decided once the year's four quarterly reviews are finalised: 3 of 4 are.",
    );
    await at(`${quarterLastDay('2027-Q3')}T06:00:00.000Z`);
    const waiting = async (queue: string) =>
      waitingIds(portal, await tokenOf(kept.cast.decider), queue);
    expect(await waiting('open_review')).toEqual(expect.arrayContaining([kept.id, ended.id]));
    expect(await waiting('renewal')).not.toContain(kept.id);
    await closeQuarter(kept, '2027-Q3');
    await closeQuarter(ended, '2027-Q3');
    expect(await waiting('open_review')).not.toContain(kept.id);
    expect(await waiting('renewal')).toEqual(expect.arrayContaining([kept.id, ended.id]));

    expect(await deciderSees()).toContain('decide_renewal');
    const byVendor = await renew(kept.id, kept.cast.vendor, 'renewed');
    expect(byVendor.statusCode).toBe(403);
    const blank = await call('POST', `/vendor-partnerships/${kept.id}/renewal`, {
      token: await tokenOf(kept.cast.decider),
      body: { decision: 'renewed', note: '' },
    });
    expect(blank.statusCode).toBe(422);

    // Every quarter was on track: there are no measures to renew it under.
    const measures = await renew(kept.id, kept.cast.decider, 'renewed_with_corrective_measures');
    expect(measures.statusCode).toBe(409);
    expect(measures.answer.message).toBe(
      'No corrective action is open: renew without corrective measures, or set them in a quarterly review first.',
    );
    const renewed = await renew(kept.id, kept.cast.decider, 'renewed');
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.answer.message).toBe('Renewed: the decision letter has been issued.');
    expect(renewed.answer.data).toMatchObject({
      status: 'renewed',
      starts_on: '2026-11-21',
      year: 2,
      year_starts_on: '2027-11-21',
      ends_on: '2028-11-20',
      quarters: ['2027-Q4', '2028-Q1', '2028-Q2', '2028-Q3'],
    });
    // The new year is decided in its turn: its reviews are yet to come.
    expect(await deciderSees()).not.toContain('decide_renewal');
    expect(await waiting('renewal')).not.toContain(kept.id);
    const again = await renew(kept.id, kept.cast.decider, 'renewed');
    expect(again.statusCode).toBe(409);

    const letter = await db
      .selectFrom('letters')
      .select(['code', 'kind', 'partnership_year'])
      .where('kind', '=', 'vendor_renewal')
      .executeTakeFirstOrThrow();
    expect(letter.partnership_year).toBe(1);
    const checked = await app.inject({
      method: 'GET',
      url: `/api/public/letters/${letter.code}`,
      remoteAddress: uniqueIp(),
    });
    expect(checked.json().data).toMatchObject({
      kind: 'vendor_renewal',
      organisation: 'Nimbus Cloud Africa Ltd',
      status: 'valid',
    });
    const mailed = (await outboxRows(db)).filter(
      (mail) => mail.recipient === kept.cast.vendor.email && mail.subject.includes('Renewal'),
    );
    expect(mailed).toHaveLength(1);
  });

  it('not renewed, runs to its last day, when its solutions leave the register as withdrawn', async () => {
    const refused = await renew(ended.id, ended.cast.decider, 'not_renewed');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.answer.data).toMatchObject({
      status: 'not_renewed',
      year: 1,
      ends_on: '2027-11-20',
    });
    const code = (
      await db
        .selectFrom('vendor_solutions')
        .select('code')
        .where('id', '=', ended.solutionId)
        .executeTakeFirstOrThrow()
    ).code!;
    const register = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/public/cloud-solutions/${code}`,
          remoteAddress: uniqueIp(),
        })
      ).json().data;
    // 23:00 on 19 November in Nairobi: the day before its last.
    await at('2027-11-19T20:00:00.000Z');
    expect((await register()).status).toBe('approved');
    await at('2027-11-19T21:30:00.000Z');
    const withdrawn = await register();
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.history.at(-1)).toMatchObject({
      from_status: 'approved',
      to_status: 'withdrawn',
    });
    // Nothing more is planned in a partnership that has ended, but its returns are still owed
    // and may still be corrected.
    const vendor = await tokenOf(ended.cast.vendor);
    const plan = await call('POST', `/vendor-partnerships/${ended.id}/workplans`, {
      token: vendor,
      body: workplanFor(QUARTERS),
    });
    expect(plan.statusCode).toBe(409);
    const q3 = (
      await call('GET', `/vendor-partnerships/${ended.id}`, { token: vendor })
    ).answer.data.returns.find((found: { quarter: string }) => found.quarter === '2027-Q3');
    const corrected = await call('POST', `/vendor-revenue-returns/${q3.id}/replace`, {
      token: vendor,
      body: { lines: [{ solution_id: ended.solutionId, revenue: 120_000_00 }] },
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    // The renewed one runs on: its solution stays in the register.
    const keptCode = (
      await db
        .selectFrom('vendor_solutions')
        .select('code')
        .where('id', '=', kept.solutionId)
        .executeTakeFirstOrThrow()
    ).code!;
    const keptEntry = await app.inject({
      method: 'GET',
      url: `/api/public/cloud-solutions/${keptCode}`,
      remoteAddress: uniqueIp(),
    });
    expect(keptEntry.json().data.status).toBe('approved');

    // A year on from the start, the renewed one owes its audit; the ended one owes none.
    await at('2027-11-21T21:00:00.000Z');
    const rows = (
      await call('GET', '/vendor-partnerships?per_page=100', { token: await tokenOf(manager) })
    ).answer.data as { id: number; audit_overdue: boolean }[];
    expect(rows.find((row) => row.id === kept.id)!.audit_overdue).toBe(true);
    expect(rows.find((row) => row.id === ended.id)!.audit_overdue).toBe(false);
  });
});
