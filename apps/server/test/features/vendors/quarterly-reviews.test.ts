import { describe, expect, it } from 'vitest';
import { site } from '@portal/shared/site';
import { openDueReviews } from '@server/domain/vendor-partnerships/reviews';
import { systemActing } from '@server/lib/audit/acting';
import { roleWith, signedIn } from '@server-test/helpers/applications';
import { auditEvents } from '@server-test/helpers/audit';
import { testEngine } from '@server-test/helpers/database';
import { anotherInstance, onEachInstance } from '@server-test/helpers/portal';
import { outboxRows } from '@server-test/helpers/outbox';
import { approvedVendor, waitingIds, workplanFor } from '@server-test/helpers/partnerships';
import { fullScores, openCall, vendorBackOffice, vendorCast } from '@server-test/helpers/vendors';

// The manual clock starts at 2026-11-21 12:00 in Nairobi: a partnership opened then has the
// quarters 2026-Q4 to 2027-Q3, and Q4's review opens on 31 December (Nairobi).
const portal = await vendorBackOffice();
const { call, db, clock, app } = portal;
const callId = await openCall(db, clock.now());
const managerRole = await roleWith(db, `Review manager ${process.pid}`, ['vendors.manage']);
const QUARTERS = ['2026-Q4', '2027-Q1', '2027-Q2', '2027-Q3'];

type Person = { email: string; password: string };

/** Each person of `people` with a fresh token: moving the clock ends the sessions it had. */
async function again<T extends Record<string, unknown>>(people: T) {
  const signed: Record<string, unknown> = {};
  for (const [key, person] of Object.entries(people))
    if (typeof person === 'object' && person !== null && 'password' in person)
      signed[key] = { ...person, token: await portal.signIn(person as Person) };
  return signed as { [K in keyof T]: T[K] & { token: string } };
}

/** Moves the clock to `at` (UTC, ISO) and runs what the scheduler has due then. */
async function at(instant: string) {
  const ms = Date.parse(instant) - clock.now().getTime();
  if (ms < 0) throw new Error(`the clock is already past ${instant}`);
  clock.advance(ms);
  return app.scheduler.runDue();
}

const reviewsOf = (partnershipId: number) =>
  db
    .selectFrom('vendor_reviews')
    .select(['id', 'quarter', 'status'])
    .where('partnership_id', '=', partnershipId)
    .orderBy('quarter')
    .execute();

// One partnership runs through this file's clock: approved today, with an approved plan.
const cast = await vendorCast(portal);
const manager = await signedIn(portal, 'Mona Manager', managerRole);
const { partnershipId } = await approvedVendor(portal, cast, callId);
const written = await call('POST', `/vendor-partnerships/${partnershipId}/workplans`, {
  token: cast.vendor.token,
  body: workplanFor(QUARTERS, 4, 1_000_000_00),
});
const planId = written.answer.data.workplans[0].id as number;
await call('POST', `/vendor-partnerships/${partnershipId}/workplans/${planId}/submit`, {
  token: cast.vendor.token,
});
await call('POST', `/vendor-partnerships/${partnershipId}/workplans/${planId}/approve`, {
  token: manager.token,
});

// A second, whose quarter goes unreported.
const secondCast = await vendorCast(portal);
const secondVendor = {
  cast: secondCast,
  partnershipId: (await approvedVendor(portal, secondCast, callId)).partnershipId,
};

describe(`quarterly reviews on ${testEngine}`, () => {
  it("opens a quarter's review on its last day in Nairobi: not at 23:59 the day before, by 23:59 on it", async () => {
    // 23:59 on 30 December in Nairobi.
    await at('2026-12-30T20:59:00.000Z');
    expect(await reviewsOf(partnershipId)).toEqual([]);
    // Midnight: 31 December has begun in Nairobi, though it is still the 30th in UTC.
    await at('2026-12-30T21:00:00.000Z');
    expect(await at('2026-12-30T22:00:00.000Z')).toContain('vendor-quarterly-reviews');
    expect(await reviewsOf(partnershipId)).toEqual([
      expect.objectContaining({ quarter: '2026-Q4', status: 'open' }),
    ]);
    // 00:00 on 1 January opens nothing for the new quarter, and the old one is not opened twice.
    await at('2026-12-31T21:00:00.000Z');
    await at('2026-12-31T22:00:00.000Z');
    expect((await reviewsOf(partnershipId)).map((review) => review.quarter)).toEqual(['2026-Q4']);

    const mails = (await outboxRows(db)).filter(
      (mail) => mail.recipient === cast.vendor.email && mail.subject.includes('2026-Q4'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Report your results for 2026-Q4 | ${site.name}`);
    const { admin } = await again({ admin: portal.admin });
    const [opened] = await auditEvents(portal, admin.token, {
      action: 'vendor_partnership.review_opened',
      record_id: partnershipId,
    });
    expect(opened).toMatchObject({
      actor: { id: null, name: 'vendor-quarterly-reviews', by_system: true },
      changes: { quarter: { after: '2026-Q4' } },
    });
  });

  it('opens each review once when two instances run the job at the same moment', async () => {
    const second = await anotherInstance(portal);
    // What the new instance ran as it started, before the clock moves on.
    await second.scheduler.runDue();
    const { cast: other, partnershipId: otherId } = secondVendor;
    // 23:00 on 31 March in Nairobi: the last day of 2027-Q1 for both partnerships.
    clock.advance(Date.parse('2027-03-31T20:00:00.000Z') - clock.now().getTime());
    const both = <T>(run: (instance: typeof app) => Promise<T>) =>
      onEachInstance([app, second], run);
    const runs = await both((instance) => instance.scheduler.runDue());
    expect(runs.flat().filter((name) => name === 'vendor-quarterly-reviews')).toHaveLength(1);
    // Even run whole by both, as a run that outlived its lease would be, it opens nothing twice.
    await both((instance) =>
      openDueReviews(systemActing(instance, 'vendor-quarterly-reviews'), clock.now()),
    );
    expect((await reviewsOf(partnershipId)).map((review) => review.quarter)).toEqual([
      '2026-Q4',
      '2027-Q1',
    ]);
    // The second vendor's year began on the same day: both its reviews are open too.
    expect((await reviewsOf(otherId)).map((review) => review.quarter)).toEqual([
      '2026-Q4',
      '2027-Q1',
    ]);
    const opened = (await outboxRows(db)).filter(
      (mail) => mail.recipient === other.vendor.email && mail.subject.startsWith('Report'),
    );
    expect(opened).toHaveLength(2);
  });

  it('is reported by the vendor, scored by each member against the suggested points, and finalised whole', async () => {
    const people = await again({ ...cast, manager });
    const listed = await call('GET', `/vendor-partnerships/${partnershipId}/reviews`, {
      token: people.vendor.token,
    });
    expect(listed.answer.data.map((review: { quarter: string }) => review.quarter)).toEqual([
      '2027-Q1',
      '2026-Q4',
    ]);
    const q4 = listed.answer.data[1].id as number;
    const reported = await call('POST', `/vendor-reviews/${q4}/actuals`, {
      token: people.vendor.token,
      body: {
        customers_won: ['Kilima Bank', 'Savanna Insurance', 'Pwani Logistics', 'Rift Telecom'],
        revenue: 1_000_000_00,
        leads: [{ name: 'Kilima Bank', stage: 'won' }],
        activities_done: ['Roadshow 2026-Q4'],
      },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.answer.data).toMatchObject({
      targets: { customers: 4, revenue: 1_000_000_00 },
      workplan: { id: planId, version: 1 },
      no_activity: false,
      // Targets met: 8 of 10; 10 takes a quarter above them.
      suggested_target_points: 8,
      actions: ['report_actuals'],
    });

    const score = (token: string, body: object) =>
      call('POST', `/vendor-reviews/${q4}/scores`, { token, body });
    const unexplained = await score(people.member.token, { scores: fullScores(), comment: null });
    expect(unexplained.statusCode).toBe(422);
    expect(unexplained.answer.errors.comment).toEqual([
      "The quarter's actuals suggest 8 points for ability to surpass targets: say why you give another figure.",
    ]);
    expect(await db.selectFrom('vendor_review_scores').selectAll().execute()).toEqual([]);
    expect(
      (
        await score(people.member.token, {
          scores: fullScores({ ability_to_surpass_targets: 8 }),
          comment: null,
        })
      ).statusCode,
    ).toBe(200);
    const explained = await score(people.chair.token, {
      scores: fullScores(),
      comment: 'Two banks signed in the first month.',
    });
    expect(explained.statusCode, explained.body).toBe(200);
    expect(
      (await score(people.vendor.token, { scores: fullScores(), comment: 'x' })).statusCode,
    ).toBe(403);

    const read = async (token: string) =>
      (await call('GET', `/vendor-reviews/${q4}`, { token })).answer.data;
    const asMember = await read(people.member.token);
    expect(asMember.scored_by).toBe(2);
    expect(
      asMember.scorecards.map((card: { member: { name: string } }) => card.member.name),
    ).toEqual(['Musa Member']);
    expect((await read(people.viewer.token)).scorecards).toHaveLength(2);
    expect((await read(people.vendor.token)).scorecards).toEqual([]);
    expect(
      (await call('GET', `/vendor-reviews/${q4}`, { token: people.stranger.token })).statusCode,
    ).toBe(404);

    expect(
      (
        await call('POST', `/vendor-reviews/${q4}/finalise`, {
          token: people.member.token,
          body: {},
        })
      ).statusCode,
    ).toBe(403);
    const finalised = await call('POST', `/vendor-reviews/${q4}/finalise`, {
      token: people.decider.token,
      body: {},
    });
    expect(finalised.statusCode, finalised.body).toBe(200);
    expect(finalised.answer.message).toBe('Review finalised: 99 out of 100, on track.');
    expect(finalised.answer.data).toMatchObject({
      status: 'finalised',
      total: 99,
      standing: 'on_track',
      finalised_by: 'Dede Decider',
      corrective_actions: [],
      actions: [],
    });
    expect(finalised.answer.data.criteria).toHaveLength(11);
    expect((await read(people.member.token)).scorecards).toHaveLength(2);

    // Frozen: nothing more lands on it.
    const late = [
      await call('POST', `/vendor-reviews/${q4}/actuals`, {
        token: people.vendor.token,
        body: { customers_won: [], revenue: 0, leads: [], activities_done: [] },
      }),
      await score(people.member.token, {
        scores: fullScores({ ability_to_surpass_targets: 8 }),
        comment: null,
      }),
      await call('POST', `/vendor-reviews/${q4}/finalise`, {
        token: people.decider.token,
        body: {},
      }),
    ];
    expect(late.map((answer) => answer.statusCode)).toEqual([409, 409, 409]);
    expect(late[0]!.answer.message).toBe('This review is finalised: nothing in it can change.');
    expect((await read(people.vendor.token)).actuals.customers_won).toHaveLength(4);
    const mailed = (await outboxRows(db)).filter((mail) => mail.recipient === people.vendor.email);
    expect(mailed.at(-1)!.subject).toBe(`Your review of 2026-Q4: On track | ${site.name}`);
  });

  it('asks a review that is not on track for a corrective plan, whose actions only move forward to verified', async () => {
    const people = await again({ ...cast, manager });
    // A revision approved late in Q1: Q1 is still scored against the plan in force on 1 January.
    const revised = await call('POST', `/vendor-partnerships/${partnershipId}/workplans`, {
      token: people.vendor.token,
      body: workplanFor(QUARTERS, 10, 1_000_000_00),
    });
    const v2 = revised.answer.data.workplans[0].id as number;
    await call('POST', `/vendor-partnerships/${partnershipId}/workplans/${v2}/submit`, {
      token: people.vendor.token,
    });
    await call('POST', `/vendor-partnerships/${partnershipId}/workplans/${v2}/approve`, {
      token: people.manager.token,
    });
    const [q1] = (
      await call('GET', `/vendor-partnerships/${partnershipId}/reviews`, {
        token: people.vendor.token,
      })
    ).answer.data;
    expect(q1).toMatchObject({
      quarter: '2027-Q1',
      workplan: { version: 1 },
      targets: { customers: 4 },
    });
    const reported = await call('POST', `/vendor-reviews/${q1.id}/actuals`, {
      token: people.vendor.token,
      body: {
        customers_won: ['Kilima Bank', 'Rift Telecom'],
        revenue: 500_000_00,
        leads: [],
        activities_done: [],
      },
    });
    expect(reported.answer.data.suggested_target_points).toBe(4);
    await call('POST', `/vendor-reviews/${q1.id}/scores`, {
      token: people.member.token,
      body: {
        scores: fullScores({
          quality: 0,
          price_cost: 0,
          performance_delivery: 0,
          ability_to_surpass_targets: 4,
        }),
        comment: null,
      },
    });
    const finalise = (body: object) =>
      call('POST', `/vendor-reviews/${q1.id}/finalise`, { token: people.decider.token, body });
    const withoutPlan = await finalise({});
    expect(withoutPlan.statusCode).toBe(422);
    expect(withoutPlan.answer.errors.corrective_actions).toEqual([
      'A review that is not on track needs a corrective action plan: at least one action with its owner and due date.',
    ]);
    const pastDue = await finalise({
      corrective_actions: [
        { title: 'Hire a sales lead', owner: 'Wanjiru Kamau', due_on: '2027-03-30' },
      ],
    });
    expect(pastDue.answer.errors['corrective_actions.0.due_on']).toEqual([
      'The due date cannot be before today.',
    ]);
    expect((await reviewsOf(partnershipId)).find((review) => review.id === q1.id)!.status).toBe(
      'open',
    );

    const finalised = await finalise({
      corrective_actions: [
        { title: 'Hire a sales lead', owner: 'Wanjiru Kamau', due_on: '2027-04-30' },
        { title: 'Two roadshows in Mombasa', owner: 'Otieno Ouma', due_on: '2027-05-31' },
      ],
    });
    expect(finalised.statusCode, finalised.body).toBe(200);
    expect(finalised.answer.data).toMatchObject({ total: 64, standing: 'needs_improvement' });
    const [hire, roadshows] = finalised.answer.data.corrective_actions as { id: number }[];
    const partnership = async (token: string) =>
      (await call('GET', `/vendor-partnerships/${partnershipId}`, { token })).answer.data;
    expect((await partnership(people.vendor.token)).status).toBe('under_corrective_measures');

    const move = (token: string, id: number, milestone: string) =>
      call('POST', `/vendor-corrective-actions/${id}/milestone`, { token, body: { milestone } });
    expect((await move(people.vendor.token, hire!.id, 'in_progress')).statusCode).toBe(200);
    const backwards = await move(people.vendor.token, hire!.id, 'planned');
    expect(backwards.statusCode).toBe(409);
    expect(backwards.answer.message).toBe('A milestone only moves forward.');
    expect((await move(people.vendor.token, hire!.id, 'verified')).statusCode).toBe(403);
    expect((await move(people.stranger.token, hire!.id, 'done')).statusCode).toBe(404);
    expect((await move(people.manager.token, hire!.id, 'verified')).statusCode).toBe(409);
    expect((await move(people.vendor.token, hire!.id, 'done')).answer.data.milestone).toBe('done');
    const toVerify = () => waitingIds(portal, people.manager.token, 'actions_done');
    expect(await toVerify()).toContain(partnershipId);
    expect((await move(people.manager.token, hire!.id, 'verified')).answer.data.milestone).toBe(
      'verified',
    );
    expect(await toVerify()).not.toContain(partnershipId);
    expect((await partnership(people.vendor.token)).status).toBe('under_corrective_measures');

    // Overdue is the clock's reading, never stored: the day after its due date, not before.
    await at('2027-05-31T20:00:00.000Z');
    const overdue = async () => {
      const { vendor } = await again({ vendor: cast.vendor });
      const read = await call('GET', `/vendor-reviews/${q1.id}`, { token: vendor.token });
      return read.answer.data.corrective_actions.map(
        (action: { overdue: boolean }) => action.overdue,
      );
    };
    expect(await overdue()).toEqual([false, false]);
    await at('2027-05-31T21:00:00.000Z');
    expect(await overdue()).toEqual([false, true]);
    const late = await again({ vendor: cast.vendor, manager });
    await move(late.vendor.token, roadshows!.id, 'done');
    expect(await overdue()).toEqual([false, false]);
    await move(late.manager.token, roadshows!.id, 'verified');
    expect((await partnership(late.vendor.token)).status).toBe('active');

    // Q2 opens on its last day, scored against the revision in force on 1 April.
    await at('2027-06-30T21:00:00.000Z');
    const { vendor } = await again({ vendor: cast.vendor });
    const listed = await call('GET', `/vendor-partnerships/${partnershipId}/reviews`, {
      token: vendor.token,
    });
    const [q2] = listed.answer.data;
    expect(q2).toMatchObject({
      quarter: '2027-Q2',
      workplan: { id: v2, version: 2 },
      targets: { customers: 10 },
    });
  });

  it('scores a quarter with nothing reported as such: no activity, and 0 for surpassing targets', async () => {
    const people = await again(secondVendor.cast);
    const q1 = (
      await call('GET', `/vendor-partnerships/${secondVendor.partnershipId}/reviews`, {
        token: people.member.token,
      })
    ).answer.data.find((review: { quarter: string }) => review.quarter === '2027-Q1');
    expect(q1).toMatchObject({
      quarter: '2027-Q1',
      actuals: null,
      no_activity: true,
      suggested_target_points: 0,
      workplan: null,
      targets: null,
    });
    const full = await call('POST', `/vendor-reviews/${q1.id}/scores`, {
      token: people.member.token,
      body: { scores: fullScores(), comment: 'They were busy.' },
    });
    expect(full.statusCode).toBe(422);
    expect(full.answer.errors['scores.ability_to_surpass_targets']).toEqual([
      'Nothing was reported done this quarter: ability to surpass targets scores 0, whatever the reason.',
    ]);
    await call('POST', `/vendor-reviews/${q1.id}/scores`, {
      token: people.member.token,
      body: {
        scores: fullScores({
          ability_to_surpass_targets: 0,
          quality: 0,
          service: 0,
          lead_time: 0,
          price_cost: 0,
        }),
        comment: null,
      },
    });
    const finalised = await call('POST', `/vendor-reviews/${q1.id}/finalise`, {
      token: people.chair.token,
      body: {
        corrective_actions: [
          { title: 'Report the quarter', owner: 'Vera Vendor', due_on: '2027-07-31' },
        ],
      },
    });
    expect(finalised.statusCode, finalised.body).toBe(200);
    expect(finalised.answer.data).toMatchObject({
      no_activity: true,
      total: 50,
      standing: 'needs_improvement',
    });
  });
});
