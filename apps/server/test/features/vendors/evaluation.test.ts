import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { countRows, testEngine } from '@server-test/helpers/database';
import { download } from '@server-test/helpers/decisions';
import { pdfLines } from '@server-test/helpers/pdf-text';
import { startBackOffice } from '@server-test/helpers/portal';
import { roleOf } from '@server-test/helpers/user-fixtures';
import {
  assignedVendorApplication,
  completeSolution,
  fullScores,
  openCall,
  vendorCast,
  vendorRecords,
  type VendorCast,
} from '@server-test/helpers/vendors';

const portal = await startBackOffice();
const { call, db, clock, app } = portal;

/** A fresh cast for each test that decides: the vendor's role is part of what is checked. */
const castAndApplication = async (solutions?: Record<string, unknown>[]) => {
  const cast = await vendorCast(portal);
  const callId = await openCall(db, clock.now());
  const application = await assignedVendorApplication(portal, cast, callId, solutions);
  return { cast, ...application };
};
const step = (id: number, path: string, token: string, body?: object) =>
  call('POST', `/vendor-applications/${id}/${path}`, { token, body });
const score = (cast: VendorCast, id: number, scores = fullScores(), who = cast.member) =>
  step(id, 'scores', who.token, { scores, comment: 'Solid offer.' });
const state = async (id: number) => ({
  ...(await vendorRecords(db, id)),
  conditions: await countRows(db, 'vendor_solution_conditions'),
  letters: await countRows(db, 'letters'),
  cards: await countRows(db, 'application_scorecards'),
});

describe(`evaluating a vendor application on ${testEngine}`, () => {
  it('assigns to a committee with vendors.assign only, opening the evaluation and mailing its members', async () => {
    const cast = await vendorCast(portal);
    const callId = await openCall(db, clock.now());
    const { id } = await assignedVendorApplication(portal, cast, callId);
    const read = await call('GET', `/vendor-applications/${id}`, { token: cast.assigner.token });
    expect(read.answer.data).toMatchObject({
      stage: 'under_evaluation',
      committee: { id: cast.committee },
    });
    await app.outbox.deliverDue();
    expect(
      portal.smtp.inbox.some(
        (mail) => mail.to.includes(cast.member.email) && mail.subject.includes('for evaluation'),
      ),
    ).toBe(true);
    // The committees to choose from come with the application forms' options.
    const options = await call('GET', '/applications/options', { token: cast.assigner.token });
    expect(options.answer.data.committees.map((c: { id: number }) => c.id)).toContain(
      cast.committee,
    );
    const before = await state(id);
    for (const who of [cast.decider, cast.viewer, cast.member]) {
      const refused = await step(id, 'assign', who.token, { committee_id: cast.committee });
      expect(refused.statusCode).toBe(403);
    }
    expect((await step(id, 'assign', cast.stranger.token, { committee_id: 1 })).statusCode).toBe(
      404,
    );
    const unknown = await step(id, 'assign', cast.assigner.token, { committee_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(await state(id)).toEqual(before);
  });

  it('scores by the 100-point table, scaling the total over the criteria that apply', async () => {
    const { cast, id } = await castAndApplication();
    const refused = await score(cast, id, fullScores({ quality: 11 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors).toEqual({
      'scores.quality': ['Give from 0 to 10 points, as a whole number, or mark it not applicable.'],
    });
    const missing = await step(id, 'scores', cast.member.token, {
      scores: { quality: 5 },
      comment: null,
    });
    expect(missing.statusCode).toBe(422);

    // 70 of the 90 points that apply: 77.8 out of 100, shown as scaled.
    const scored = await score(
      cast,
      id,
      fullScores({
        geographical_location: null,
        regulatory_compliance: null,
        quality: 0,
        service: 0,
      }),
    );
    expect(scored.statusCode, scored.body).toBe(200);
    const [card] = scored.answer.data.scores.cards;
    expect(card).toMatchObject({ total: 77.8, scaled: true, member: { id: cast.member.id } });
    expect(card.scores.geographical_location).toBeNull();

    // The member sees only their own card until the decision; the chair and staff see all.
    await score(cast, id, fullScores(), cast.chair);
    const asMember = await call('GET', `/vendor-applications/${id}`, { token: cast.member.token });
    expect(asMember.answer.data.scores.cards).toHaveLength(1);
    const asViewer = await call('GET', `/vendor-applications/${id}`, { token: cast.viewer.token });
    expect(asViewer.answer.data.scores).toMatchObject({ members: 2, average: 88.9 });
    const asVendor = await call('GET', `/vendor-applications/${id}`, { token: cast.vendor.token });
    expect(asVendor.answer.data.scores.cards).toEqual([]);
    // The vendor may not score their own application, nor a stranger anything.
    expect((await score(cast, id, fullScores(), cast.vendor)).statusCode).toBe(403);
  });

  it('loops clarification and answer until the decision, documents added meanwhile', async () => {
    const { cast, id } = await castAndApplication();
    expect(
      (await step(id, 'request-clarification', cast.member.token, { note: 'x' })).statusCode,
    ).toBe(403);
    const asked = await step(id, 'request-clarification', cast.chair.token, {
      note: 'Which regions hold the replicas?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.answer.data.stage).toBe('clarification_requested');
    const vendorView = await call('GET', `/vendor-applications/${id}`, {
      token: cast.vendor.token,
    });
    expect(vendorView.answer.data.actions.sort()).toEqual(['add_document', 'respond', 'withdraw']);
    // No scoring while the vendor answers.
    expect((await score(cast, id)).statusCode).toBe(409);
    const answered = await step(id, 'respond', cast.vendor.token, {
      note: 'Both replicas stay in the city data centre.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.answer.data.stage).toBe('under_evaluation');
    const again = await step(id, 'request-clarification', cast.decider.token, {
      note: 'And backups?',
    });
    expect(again.answer.data.stage).toBe('clarification_requested');
    expect(again.answer.data.history.map((line: { note: string | null }) => line.note)).toEqual(
      expect.arrayContaining([
        'Which regions hold the replicas?',
        'Both replicas stay in the city data centre.',
        'And backups?',
      ]),
    );
  });
});

describe(`deciding a vendor application on ${testEngine}`, () => {
  const twoSolutions = [
    completeSolution({ name: 'Nimbus Backup' }),
    completeSolution({ name: 'Nimbus Mail', category: 'iaas' }),
  ];

  it('refuses a decision without a scorecard (409), with a solution left out or conditions wrong (422)', async () => {
    const { cast, id, solutionIds } = await castAndApplication(twoSolutions);
    const [backup, mail] = solutionIds as [number, number];
    const approveBoth = {
      decisions: [
        { solution_id: backup, status: 'approved' },
        { solution_id: mail, status: 'approved' },
      ],
      share_bps: 1500,
    };
    const before = await state(id);
    const unscored = await step(id, 'decide', cast.chair.token, approveBoth);
    expect(unscored.statusCode).toBe(409);
    expect(unscored.answer.message).toBe('No committee member has scored this application yet.');
    await score(cast, id);
    const scored = await state(id);
    for (const [body, fields] of [
      [{ ...approveBoth, decisions: approveBoth.decisions.slice(0, 1) }, ['decisions']],
      [
        {
          decisions: [
            { solution_id: backup, status: 'approved_with_conditions', conditions: [] },
            {
              solution_id: mail,
              status: 'not_approved',
              conditions: [{ text: 'Fix it', due_on: '2027-01-01' }],
            },
          ],
          share_bps: 1500,
        },
        ['decisions.0.conditions', 'decisions.1.conditions'],
      ],
      [{ ...approveBoth, share_bps: null }, ['share_bps']],
      [{ ...approveBoth, share_bps: 10_001 }, ['share_bps']],
    ] as const) {
      const refused = await step(id, 'decide', cast.chair.token, body);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(Object.keys(refused.answer.errors).sort()).toEqual([...fields].sort());
    }
    expect(await state(id)).toEqual(scored);
    expect(scored.letters).toBe(before.letters);
    // Neither a member nor the vendor decides.
    expect((await step(id, 'decide', cast.member.token, approveBoth)).statusCode).toBe(403);
    expect((await step(id, 'decide', cast.vendor.token, approveBoth)).statusCode).toBe(403);
  });

  it('decides each solution, issues and mails the letter, and makes the vendor a Software Vendor', async () => {
    const { cast, id, solutionIds } = await castAndApplication(twoSolutions);
    const [backup, mail] = solutionIds as [number, number];
    await score(cast, id);
    await score(cast, id, fullScores({ quality: 5, geographical_location: null }), cast.chair);
    const decided = await step(id, 'decide', cast.chair.token, {
      decisions: [
        {
          solution_id: backup,
          status: 'approved_with_conditions',
          conditions: [{ text: 'Renew ISO 27001 before it lapses.', due_on: '2027-06-30' }],
        },
        { solution_id: mail, status: 'not_approved' },
      ],
      share_bps: 1250,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const application = decided.answer.data;
    expect(application).toMatchObject({ stage: 'decided', share_bps: 1250 });
    const [first, second] = application.solutions;
    expect(first).toMatchObject({
      review_status: 'approved_with_conditions',
      code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/),
      conditions: [
        expect.objectContaining({
          text: 'Renew ISO 27001 before it lapses.',
          due_on: '2027-06-30',
        }),
      ],
    });
    expect(second).toMatchObject({ review_status: 'not_approved', conditions: [] });
    expect(application.letters).toEqual([expect.objectContaining({ kind: 'vendor_decision' })]);

    const letter = await download(
      portal,
      `/letters/${application.letters[0].id}`,
      cast.vendor.token,
    );
    expect(letter.statusCode).toBe(200);
    const text = pdfLines(letter.rawPayload).join('\n');
    for (const expected of [
      application.reference,
      'Nimbus Backup',
      'Approved with conditions',
      first.code,
      'Renew ISO 27001 before it lapses.',
      'Nimbus Mail',
      'Not approved',
      '12.5%',
    ])
      expect(text).toContain(expected);
    // The letter is checked like any other: genuine, and nothing personal.
    const checked = await call('GET', `/public/letters/${application.letters[0].code}`);
    expect(checked.answer.data).toMatchObject({
      kind: 'vendor_decision',
      reference: application.reference,
      status: 'valid',
    });

    expect(await roleOf(db, cast.vendor.id)).toBe(Role.SoftwareVendor);
    const promotion = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'user.updated')
      .where('record_id', '=', cast.vendor.id)
      .executeTakeFirstOrThrow();
    expect(promotion.by_system).toBe(1);
    await app.outbox.deliverDue();
    const subjects = portal.smtp.inbox
      .filter((received) => received.to.includes(cast.vendor.email))
      .map((received) => received.subject);
    expect(subjects.some((subject) => subject.includes(`${application.reference}: Decided`))).toBe(
      true,
    );
    expect(subjects.some((subject) => subject.includes('Vendor Evaluation Decision'))).toBe(true);
  });

  it('decides once when two decide at once', async () => {
    const { cast, id, solutionIds } = await castAndApplication();
    await score(cast, id);
    const body = { decisions: [{ solution_id: solutionIds[0], status: 'not_recommended' }] };
    const answers = await Promise.all([
      step(id, 'decide', cast.chair.token, body),
      step(id, 'decide', cast.decider.token, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(
      await db.selectFrom('letters').select('id').where('application_id', '=', id).execute(),
    ).toHaveLength(1);
    const changes = await db
      .selectFrom('vendor_solution_status_changes')
      .select('to_status')
      .where('solution_id', '=', solutionIds[0]!)
      .execute();
    expect(changes.map((change) => change.to_status)).toEqual(['in_process', 'not_recommended']);
    // Not approved: the vendor keeps the role they had.
    expect(await roleOf(db, cast.vendor.id)).toBe(Role.RegisteredUser);
  });
});
