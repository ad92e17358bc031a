import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applicationMessages } from '@portal/shared/application-messages';
import { Role } from '@portal/shared/constants';
import { insertApplication, journeyState } from '@server-test/helpers/applications';
import { testEngine } from '@server-test/helpers/database';
import { decisionCast, download, evaluatedApplication } from '@server-test/helpers/decisions';
import { startBackOffice } from '@server-test/helpers/portal';
import { roleOf } from '@server-test/helpers/user-fixtures';

const portal = await startBackOffice();
const { call, db } = portal;
const cast = await decisionCast(portal);

const approve = (id: number, token: string) =>
  call('POST', `/applications/${id}/approve`, { token });
const lettersOf = (id: number) =>
  db.selectFrom('letters').selectAll().where('application_id', '=', id).execute();

describe(`approve on ${testEngine}`, () => {
  it('approves with a Letter of Notification whose public check names its PDF', async () => {
    const id = await evaluatedApplication(portal, cast);
    const approved = await approve(id, cast.chair.token);
    expect(approved.statusCode, approved.body).toBe(200);

    const application = await db
      .selectFrom('applications')
      .select(['stage', 'reference'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(application.stage).toBe('approved');
    // A self-registered applicant becomes an Investor with the approval.
    expect(await roleOf(db, cast.applicant.id)).toBe(Role.Investor);
    expect(approved.answer.data).toMatchObject({ id, stage: 'approved' });
    const letter = await db
      .selectFrom('letters')
      .selectAll()
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(letter.kind).toBe('notification');

    const pdfAnswer = await download(portal, `/letters/${letter.id}`, cast.applicant.token);
    expect(pdfAnswer.statusCode).toBe(200);
    expect(pdfAnswer.headers['content-type']).toBe('application/pdf');
    expect(pdfAnswer.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdfAnswer.headers['x-content-type-options']).toBe('nosniff');
    expect(pdfAnswer.headers['cache-control']).toBe('private, no-store');
    const pdf = pdfAnswer.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(letter.code);

    const check = await call('GET', `/public/letters/${letter.code}`);
    expect(check.statusCode).toBe(200);
    expect(check.answer.data).toEqual({
      kind: 'notification',
      reference: application.reference,
      organisation: 'Savannah Data Centres Ltd',
      issued_at: letter.issued_at,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      status: 'valid',
      withdrawn_at: null,
    });
    expect(check.body).not.toContain('savannah.example');
    expect(check.body).not.toContain('712345678');

    const mail = await db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', cast.applicant.email)
      .execute();
    expect(mail.map((row) => row.subject).join('\n')).toMatch(/Letter of Notification/);
  });

  it("is a decider's step: a plain member 403, a stranger 404, applications.decide 200", async () => {
    const id = await evaluatedApplication(portal, cast);
    const before = await journeyState(db);
    expect((await approve(id, cast.member.token)).statusCode).toBe(403);
    expect((await approve(id, cast.applicant.token)).statusCode).toBe(403);
    expect((await approve(id, cast.stranger.token)).statusCode).toBe(404);
    expect(await journeyState(db)).toEqual(before);
    expect(await lettersOf(id)).toEqual([]);
    expect((await approve(id, cast.decider.token)).statusCode).toBe(200);
  });

  it('refuses from the wrong stage, without a committee or without scores, changing nothing', async () => {
    const submitted = await insertApplication(db, cast.applicant.id, {
      stage: 'submitted',
      committee_id: cast.committee,
    });
    const unassigned = await insertApplication(db, cast.applicant.id, {
      stage: 'under_evaluation',
    });
    const unscored = await insertApplication(db, cast.applicant.id, {
      stage: 'under_evaluation',
      committee_id: cast.committee,
    });
    const before = await journeyState(db);

    const wrongStage = await approve(submitted, cast.decider.token);
    expect(wrongStage.statusCode).toBe(409);
    expect(wrongStage.answer.message).toBe(applicationMessages.wrongStage('submitted'));
    const noCommittee = await approve(unassigned, cast.decider.token);
    expect(noCommittee.statusCode).toBe(409);
    expect(noCommittee.answer.message).toBe(applicationMessages.noCommittee);
    const noScores = await approve(unscored, cast.chair.token);
    expect(noScores.statusCode).toBe(409);
    expect(noScores.answer.message).toBe(applicationMessages.noScores);

    expect(await journeyState(db)).toEqual(before);
    const letters = await db
      .selectFrom('letters')
      .select('id')
      .where('application_id', 'in', [submitted, unassigned, unscored])
      .execute();
    expect(letters).toEqual([]);
  });

  it('decides once when two deciders approve at the same moment', async () => {
    const id = await evaluatedApplication(portal, cast);
    const answers = await Promise.all([
      approve(id, cast.chair.token),
      approve(id, cast.decider.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await lettersOf(id)).toHaveLength(1);
    const history = await db
      .selectFrom('application_stage_changes')
      .select('to_stage')
      .where('application_id', '=', id)
      .execute();
    expect(history).toEqual([{ to_stage: 'approved' }]);
  });
});
