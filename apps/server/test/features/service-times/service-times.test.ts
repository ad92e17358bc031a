import { describe, expect, it } from 'vitest';
import type { ApplicationStage } from '@portal/shared/land-journey';
import type { ServiceTime } from '@portal/shared/service-times';
import { Role } from '@portal/shared/constants';
import { ConfigError, loadConfig } from '@server/config';
import { testEngine } from '@server-test/helpers/database';
import { DAY, MINUTE } from '@server-test/helpers/clock';
import { startPortal } from '@server-test/helpers/portal';
import { insertApplication } from '@server-test/helpers/applications';

// Evaluation counted in calendar days here, to show the setting reaching the answer.
const portal = await startPortal({
  env: { APPLICATION_STAGE_TARGETS: 'submitted=5w, under_evaluation=20' },
});
const { call, createUser, db, clock } = portal;
const ivy = await createUser({ name: 'Ivy Investor', role_id: Role.Investor });

/** An application whose history is exactly `changes`: [from, to, at]. */
async function withHistory(changes: [ApplicationStage | null, ApplicationStage, string][]) {
  const [, stage] = changes.at(-1)!;
  const id = await insertApplication(db, ivy.id, {
    organisation_name: 'Secretive Holdings Ltd',
    stage,
  });
  const application = await db
    .selectFrom('applications')
    .select(['id', 'reference'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_stage_changes')
    .values(
      changes.map(([from_stage, to_stage, at]) => ({
        application_id: application.id,
        from_stage,
        to_stage,
        at,
        actor_id: ivy.id,
        actor_name: 'Ivy Investor',
        note: 'A private note',
      })),
    )
    .execute();
  return application;
}

/** Submitted on `submitted`, under evaluation `days` calendar days later. */
const submittedFor = (submitted: string, days: number) =>
  withHistory([
    [null, 'draft', '2025-01-01T08:00:00.000Z'],
    ['draft', 'submitted', submitted],
    ['submitted', 'under_evaluation', new Date(Date.parse(submitted) + days * DAY).toISOString()],
  ]);

// The clock reads Saturday 21 November 2026: the window opens on 21 November 2025.
await submittedFor('2026-10-01T10:00:00.000Z', 2);
await submittedFor('2026-10-05T10:00:00.000Z', 4);
await submittedFor('2026-10-01T10:00:00.000Z', 6);
await submittedFor('2026-09-01T10:00:00.000Z', 10);
// Began before the window, ended in it: counted.
await submittedFor('2025-11-03T00:00:00.000Z', 28);
// Ended before the window: not counted.
await submittedFor('2025-09-01T10:00:00.000Z', 3);
// Still submitted: no stay has ended.
await withHistory([
  [null, 'draft', '2026-11-01T08:00:00.000Z'],
  ['draft', 'submitted', '2026-11-02T08:00:00.000Z'],
]);
// Under evaluation from Monday 2 November to Monday 16 November: 14 calendar days.
const evaluated = await withHistory([
  [null, 'draft', '2026-10-01T08:00:00.000Z'],
  ['draft', 'submitted', '2026-10-26T00:00:00.000Z'],
  ['submitted', 'under_evaluation', '2026-10-30T00:00:00.000Z'],
  ['under_evaluation', 'correction_requested', '2026-11-02T00:00:00.000Z'],
  ['correction_requested', 'under_evaluation', '2026-11-02T00:00:00.000Z'],
  ['under_evaluation', 'approved', '2026-11-16T00:00:00.000Z'],
]);

// A vendor application: two days submitted, five under evaluation, one answering a question, then
// decided. Its stays count in the vendor journey's stages only.
const vendorApplication = await insertApplication(db, ivy.id, { stage: 'decided' });
await db
  .updateTable('applications')
  .set({ journey: 'vendor' })
  .where('id', '=', vendorApplication)
  .execute();
await db
  .insertInto('application_stage_changes')
  .values(
    (
      [
        [null, 'draft', '2026-10-01T08:00:00.000Z'],
        ['draft', 'submitted', '2026-10-05T08:00:00.000Z'],
        ['submitted', 'under_evaluation', '2026-10-07T08:00:00.000Z'],
        ['under_evaluation', 'clarification_requested', '2026-10-12T08:00:00.000Z'],
        ['clarification_requested', 'under_evaluation', '2026-10-13T08:00:00.000Z'],
        ['under_evaluation', 'decided', '2026-10-13T08:00:00.000Z'],
      ] as const
    ).map(([from_stage, to_stage, at]) => ({
      application_id: vendorApplication,
      from_stage,
      to_stage,
      at,
      actor_id: null,
      actor_name: null,
      note: null,
    })),
  )
  .execute();

const times = async () => {
  const response = await call('GET', '/public/service-times');
  expect(response.statusCode, response.body).toBe(200);
  return response.answer.data;
};
const stageOf = (answer: { stages: ServiceTime[] }, stage: string) =>
  answer.stages.find((row) => row.stage === stage);

describe(`public service times on ${testEngine}`, () => {
  it('answers anyone the count, median and 90th percentile of the stays that ended in the last twelve months', async () => {
    const answer = await times();
    expect(answer.from).toBe('2025-11-21T09:00:00.000Z');
    expect(answer.to).toBe('2026-11-21T09:00:00.000Z');
    expect(stageOf(answer, 'under_evaluation')).toEqual({
      stage: 'under_evaluation',
      passed: 2,
      // 3 and 14 days.
      median_days: 8.5,
      p90_days: 12.9,
      target: { days: 20, working: false },
    });
    expect(stageOf(answer, 'correction_requested')).toMatchObject({ passed: 1, median_days: 0 });
    expect(stageOf(answer, 'approved')).toEqual({
      stage: 'approved',
      passed: 0,
      median_days: null,
      p90_days: null,
      target: { days: 30, working: false },
    });
    expect(answer.stages.map((row: { stage: string }) => row.stage)).toEqual([
      'submitted',
      'under_evaluation',
      'correction_requested',
      'approved',
      'intent_accepted',
      'offer_issued',
      'premium_paid',
      'lease_registered',
    ]);
  });

  it("answers the vendor journey's stages apart, with their own targets", async () => {
    const { vendor_stages: vendor } = await times();
    expect(vendor.map((row: { stage: string }) => row.stage)).toEqual([
      'submitted',
      'under_evaluation',
      'clarification_requested',
    ]);
    expect(vendor[0]).toEqual({
      stage: 'submitted',
      passed: 1,
      median_days: 2,
      p90_days: 2,
      target: { days: 10, working: true },
    });
    // From a Wednesday to a Monday, three weekdays by the working-day target, and none.
    expect(vendor[1]).toMatchObject({ passed: 2, median_days: 1.5 });
    expect(vendor[2]).toMatchObject({ passed: 1, median_days: 1 });
  });

  it('counts weekdays only for a stage whose target is in working days', async () => {
    const submitted = stageOf(await times(), 'submitted');
    // Thursday 1 October 10:00 to Saturday: 14 + 24 hours, 1.6 days. Monday 5 October to
    // Friday: 4. Thursday 1 October to Wednesday 7: 4. Tuesday 1 September to Friday 11: 8.
    // Monday 3 November 2025 to Monday 1 December: 20. Monday 26 October to Friday 30: 4.
    // Median 4; 90th percentile 8 + 0.5 × 12.
    expect(submitted).toEqual({
      stage: 'submitted',
      passed: 6,
      median_days: 4,
      p90_days: 14,
      target: { days: 5, working: true },
    });
  });

  it('tells nothing about who applied', async () => {
    const text = JSON.stringify(await times());
    for (const secret of [
      'Secretive',
      'Ivy',
      ivy.email,
      'private note',
      evaluated.reference,
      'EOI-',
      'application_id',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('keeps its answer for a minute', async () => {
    const before = await times();
    await submittedFor('2026-11-10T10:00:00.000Z', 1);
    expect(await times()).toEqual(before);
    clock.advance(MINUTE);
    expect(stageOf(await times(), 'submitted')?.passed).toBe(7);
  });
});

describe('APPLICATION_STAGE_TARGETS', () => {
  it('overrides the default targets one stage at a time', () => {
    const { stageTargets } = loadConfig({
      APPLICATION_STAGE_TARGETS: 'approved=7w,offer_issued=45',
    });
    expect(stageTargets).toMatchObject({
      approved: { days: 7, working: true },
      offer_issued: { days: 45, working: false },
      under_evaluation: { days: 30, working: true },
    });
  });

  it.each(['draft=3', 'withdrawn=3', 'submitted=0', 'submitted=ten', 'submitted', 'bogus=3'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => loadConfig({ APPLICATION_STAGE_TARGETS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ APPLICATION_STAGE_TARGETS: value })).toThrow(
        /APPLICATION_STAGE_TARGETS must be a comma-separated list/,
      );
    },
  );
});
