import { insertApplication, journeyState } from '@server-test/helpers/applications';
import { describe, expect, it } from 'vitest';
import { applicationMessages } from '@portal/shared/application-messages';
import { SCORE_CRITERIA } from '@portal/shared/application-scorecards';
import { STAGE_LABELS, type ApplicationStage } from '@portal/shared/land-journey';
import { CommitteeRole } from '@portal/shared/constants';
import { testEngine } from '@server-test/helpers/database';
import { holderOf, insertCommittee, mailQueuedSince } from '@server-test/helpers/land-fixtures';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { db, createUser, signIn, call } = portal;
const ivy = await createUser({ name: 'Ivy Investor' });
const ivyToken = await signIn(ivy);
const ottoToken = await signIn(await createUser({ name: 'Otto Other' }));
const assigner = await holderOf(portal, ['applications.assign'], 'Asha Assigner');
const decider = await holderOf(portal, ['applications.decide'], 'Daudi Decider');
const chair = await createUser({ name: 'Chao Chair' });
const chairToken = await signIn(chair);
const member = await createUser({ name: 'Mumbi Member' });
const memberToken = await signIn(member);
const committee = await insertCommittee(db, 'Land Evaluation Committee', [
  { userId: chair.id, role: CommitteeRole.Chairperson },
  { userId: member.id, role: CommitteeRole.Member },
]);
const emptyCommittee = await insertCommittee(db, 'Dormant Committee', []);

const application = (stage: ApplicationStage = 'under_evaluation', assigned = true) =>
  insertApplication(db, ivy.id, { stage, committee_id: assigned ? committee : null });

const fullMarks = Object.fromEntries(SCORE_CRITERIA.map(({ key, max }) => [key, max]));
const scorecard = (scores: object = fullMarks, comment: string | null = 'Strong plan.') => ({
  scores,
  comment,
});

async function expectRefused(url: string, body: object, token: string, status: number) {
  const before = await journeyState(db);
  const response = await call('POST', url, { token, body });
  expect(response.statusCode, response.body).toBe(status);
  expect(await journeyState(db)).toEqual(before);
  return response.answer;
}

const stored = (id: number) =>
  db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe(`assigning on ${testEngine}`, () => {
  it('assigns the application to a committee and mails each member', async () => {
    const id = await application('under_evaluation', false);
    const outbox = await db.selectFrom('mail_outbox').select('id').orderBy('id').execute();
    const response = await call('POST', `/applications/${id}/assign`, {
      token: assigner.token,
      body: { committee_id: committee },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(id)).committee_id).toBe(committee);
    const mail = await mailQueuedSince(db, outbox);
    expect(mail.map((m) => m.recipient).sort()).toEqual([chair.email, member.email].sort());
    expect(mail[0]!.subject).toContain('for evaluation by Land Evaluation Committee');
    const audit = await db
      .selectFrom('audit_events')
      .select(['action', 'changes'])
      .where('record_id', '=', id)
      .where('action', '=', 'application.assigned')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.changes)).toEqual({
      committee_id: { before: null, after: committee },
      committee: { before: null, after: expect.any(String) },
    });
  });

  it('refuses an unknown committee and one without members with 422 on committee_id', async () => {
    const id = await application('under_evaluation', false);
    const url = `/applications/${id}/assign`;
    const unknown = await expectRefused(url, { committee_id: 999_999 }, assigner.token, 422);
    expect(unknown.errors).toEqual({ committee_id: [applicationMessages.choice] });
    const empty = await expectRefused(url, { committee_id: emptyCommittee }, assigner.token, 422);
    expect(empty.errors).toEqual({ committee_id: [applicationMessages.noMembers] });
  });

  it('refuses the wrong person (403 or 404) and the wrong stage (409)', async () => {
    const id = await application('under_evaluation', false);
    const body = { committee_id: committee };
    await expectRefused(`/applications/${id}/assign`, body, ivyToken, 403);
    await expectRefused(`/applications/${id}/assign`, body, decider.token, 403);
    await expectRefused(`/applications/${id}/assign`, body, ottoToken, 404);
    const submitted = await application('submitted', false);
    const url = `/applications/${submitted}/assign`;
    const answer = await expectRefused(url, body, assigner.token, 409);
    expect(answer.message).toBe(applicationMessages.wrongStage('submitted'));
  });
});

describe(`scoring on ${testEngine}`, () => {
  it('keeps one scorecard per member, changed until the decision, with its total', async () => {
    const id = await application();
    const first = await call('POST', `/applications/${id}/scores`, {
      token: memberToken,
      body: scorecard(),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.answer.data).toMatchObject({
      member: { id: member.id, name: 'Mumbi Member' },
      scores: fullMarks,
      total: 100,
      comment: 'Strong plan.',
    });
    const lower = { ...fullMarks, experience: 5, timeline: 0 };
    const second = await call('POST', `/applications/${id}/scores`, {
      token: memberToken,
      body: scorecard(lower, null),
    });
    expect(second.answer.data).toMatchObject({ scores: lower, total: 70, comment: null });
    const cards = await db
      .selectFrom('application_scorecards')
      .selectAll()
      .where('application_id', '=', id)
      .execute();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ member_id: member.id, total: 70 });
    expect(JSON.parse(cards[0]!.scores)).toEqual(lower);
  });

  it('refuses a missing criterion, points out of range and an unknown criterion with 422', async () => {
    const id = await application();
    const url = `/applications/${id}/scores`;
    const { timeline: _, ...missing } = fullMarks;
    const cases = [
      [missing, 'timeline'],
      [{ ...fullMarks, master_plan_fit: 26 }, 'master_plan_fit'],
      [{ ...fullMarks, experience: -1 }, 'experience'],
      [{ ...fullMarks, economic_impact: 7.5 }, 'economic_impact'],
    ] as const;
    for (const [scores, field] of cases) {
      const answer = await expectRefused(url, scorecard(scores), memberToken, 422);
      expect(Object.keys(answer.errors)).toEqual([`scores.${field}`]);
    }
    await expectRefused(url, scorecard({ ...fullMarks, charm: 5 }), memberToken, 422);
  });

  it('refuses one not on the assigned committee, and scores after the decision', async () => {
    const id = await application();
    await expectRefused(`/applications/${id}/scores`, scorecard(), decider.token, 403);
    await expectRefused(`/applications/${id}/scores`, scorecard(), ottoToken, 404);
    await expectRefused(`/applications/${id}/scores`, scorecard(), ivyToken, 403);
    const unassigned = await application('under_evaluation', false);
    await expectRefused(`/applications/${unassigned}/scores`, scorecard(), memberToken, 404);
    const rejected = await application('rejected');
    await expectRefused(`/applications/${rejected}/scores`, scorecard(), memberToken, 409);
  });
});

describe(`asking for a correction and rejecting on ${testEngine}`, () => {
  const steps = [
    ['request-correction', { note: 'Add the audited accounts for 2025.' }, 'correction_requested'],
    ['reject', { reason: 'The project does not fit the master plan.' }, 'rejected'],
  ] as const;

  describe.each(steps)('%s', (path, body, stage) => {
    it.each([
      ['the chairperson', chairToken],
      ['a holder of applications.decide', decider.token],
    ])('is taken by %s, noted in the history and mailed', async (_, token) => {
      const id = await application();
      const outbox = await db.selectFrom('mail_outbox').select('id').orderBy('id').execute();
      const response = await call('POST', `/applications/${id}/${path}`, { token, body });
      expect(response.statusCode, response.body).toBe(200);
      expect((await stored(id)).stage).toBe(stage);
      const note = Object.values(body)[0];
      const history = await db
        .selectFrom('application_stage_changes')
        .select(['from_stage', 'to_stage', 'note'])
        .where('application_id', '=', id)
        .execute();
      expect(history).toEqual([{ from_stage: 'under_evaluation', to_stage: stage, note }]);
      const mail = await mailQueuedSince(db, outbox);
      expect(mail).toEqual([
        { recipient: ivy.email, subject: expect.stringContaining(STAGE_LABELS[stage]) },
      ]);
    });

    it('refuses a plain member (403), another applicant (404), the wrong stage (409), no text (422)', async () => {
      const id = await application();
      const url = `/applications/${id}/${path}`;
      await expectRefused(url, body, memberToken, 403);
      await expectRefused(url, body, assigner.token, 403);
      await expectRefused(url, body, ivyToken, 403);
      await expectRefused(url, body, ottoToken, 404);
      await expectRefused(url, {}, decider.token, 422);
      const approved = await application('approved');
      const answer = await expectRefused(
        `/applications/${approved}/${path}`,
        body,
        chairToken,
        409,
      );
      expect(answer.message).toBe(applicationMessages.wrongStage('approved'));
    });
  });

  it('two decisions at once decide once', async () => {
    const id = await application();
    const [correction, rejection] = await Promise.all([
      call('POST', `/applications/${id}/request-correction`, {
        token: chairToken,
        body: steps[0][1],
      }),
      call('POST', `/applications/${id}/reject`, { token: decider.token, body: steps[1][1] }),
    ]);
    expect([correction.statusCode, rejection.statusCode].sort()).toEqual([200, 409]);
    const history = await db
      .selectFrom('application_stage_changes')
      .select('to_stage')
      .where('application_id', '=', id)
      .execute();
    expect(history).toHaveLength(1);
    expect((await stored(id)).stage).toBe(history[0]!.to_stage);
  });
});
