import { afterEach, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { applicationMessages } from '@portal/shared/application-messages';
import { REQUIRED_ON_SUBMIT } from '@portal/shared/application-draft';
import { messages } from '@portal/shared/messages';
import { testEngine } from '@server-test/helpers/database';
import { outboxRows } from '@server-test/helpers/outbox';
import { startBackOffice } from '@server-test/helpers/portal';
import {
  attachDocument,
  completeDraftFields,
  journeyState,
  putInStage,
  readyDraft,
  setDraftsAside,
  startApplication,
} from '@server-test/helpers/applications';

const portal = await startBackOffice();
const { call, createUser, db, adminToken, clock } = portal;
const ivy = await createUser({ name: 'Ivy Investor', role_id: Role.Investor });
const ivyToken = await portal.signIn(ivy);
// Each test starts drafts of Ivy's own: none is left to count against the next one's quota.
afterEach(() => setDraftsAside(db, ivy.id));

const mailTo = async (email: string, since: number) =>
  (await outboxRows(db))
    .filter((row) => row.recipient === email && row.id > since)
    .map((row) => row.subject);
const lastMailId = async () => (await outboxRows(db)).at(-1)?.id ?? 0;

describe(`submitting an application on ${testEngine}`, () => {
  it('names every missing field and document, and changes nothing', async () => {
    const draft = await startApplication(portal, ivyToken, { organisation_name: 'Half Done Ltd' });
    await attachDocument(db, draft.id, 'tax_compliance');
    const before = await journeyState(db);
    const refused = await call('POST', `/applications/${draft.id}/submit`, { token: ivyToken });
    expect(refused.statusCode).toBe(422);
    // The contact's name and email came from Ivy's account when the draft started.
    const given = ['organisation_name', 'contact_person', 'contact_email'];
    const expected = Object.fromEntries(
      REQUIRED_ON_SUBMIT.filter((field) => !given.includes(field)).map((field) => [
        field,
        [messages.required],
      ]),
    );
    expect(refused.answer.errors).toEqual({
      ...expected,
      documents: [
        applicationMessages.missingDocuments(
          'Business plan and a certificate of incorporation or an identity document',
        ),
      ],
    });
    expect(await journeyState(db)).toEqual(before);
  });

  it('accepts an identity document in place of a certificate, but not without a business plan', async () => {
    const draft = await startApplication(portal, ivyToken, completeDraftFields());
    await attachDocument(db, draft.id, 'identity_document');
    const refused = await call('POST', `/applications/${draft.id}/submit`, { token: ivyToken });
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors).toEqual({
      documents: [applicationMessages.missingDocuments('Business plan')],
    });
    await attachDocument(db, draft.id, 'business_plan');
    const submitted = await call('POST', `/applications/${draft.id}/submit`, { token: ivyToken });
    expect(submitted.statusCode, submitted.body).toBe(200);
  });

  it('submits, issues the 15,000 KES registration fee and mails both to the applicant', async () => {
    const draft = await readyDraft(portal, ivyToken);
    const since = await lastMailId();
    const submitted = await call('POST', `/applications/${draft.id}/submit`, { token: ivyToken });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const now = clock.now().toISOString();
    const application = submitted.answer.data;
    expect(application).toMatchObject({
      stage: 'submitted',
      submitted_at: now,
      stage_entered_at: now,
      days_in_stage: 0,
      target_days: 30,
      overdue: false,
    });
    expect(application.actions).not.toContain('edit');
    expect(application.history.map((change: { to: string }) => change.to)).toEqual([
      'draft',
      'submitted',
    ]);
    expect(application.invoices).toHaveLength(1);
    const [invoice] = application.invoices;
    expect(invoice).toMatchObject({
      number: `INV-2026-${String(invoice.id).padStart(6, '0')}`,
      application_reference: draft.reference,
      purpose: 'registration_fee',
      amount: 1_500_000,
      paid: 0,
      balance: 1_500_000,
      currency: 'KES',
      status: 'open',
      due_date: '2026-12-21',
      payer: 'Savannah Data Centres Ltd',
      payments: [],
    });
    // The system issued the fee because Ivy submitted: on the trail as done on her behalf.
    const issued = await db
      .selectFrom('audit_events')
      .select(['actor_id', 'by_system'])
      .where('action', '=', 'invoice.issued')
      .where('record_id', '=', invoice.id)
      .execute();
    expect(issued).toEqual([{ actor_id: ivy.id, by_system: 1 }]);
    const subjects = await mailTo(ivy.email, since);
    expect(subjects).toHaveLength(2);
    expect(subjects[0]).toContain(`${draft.reference}: Submitted, fee due`);
    expect(subjects[1]).toContain(`Invoice ${invoice.number}: Registration fee`);
  });

  it('refuses a second submission with 409 naming the stage, and issues no second invoice', async () => {
    const draft = await readyDraft(portal, ivyToken);
    await call('POST', `/applications/${draft.id}/submit`, { token: ivyToken });
    const before = await journeyState(db);
    const again = await call('POST', `/applications/${draft.id}/submit`, { token: ivyToken });
    expect(again.statusCode).toBe(409);
    expect(again.answer.message).toBe(applicationMessages.wrongStage('submitted'));
    expect(await journeyState(db)).toEqual(before);
  });

  it('moves nothing when the invoice cannot be issued: the stage, history, invoice and mail are one', async () => {
    const draft = await readyDraft(portal, ivyToken);
    // A registration fee already on the application makes issuing a second one fail.
    await db
      .insertInto('invoices')
      .values({
        number: `INV-TEST-${draft.id}`,
        application_id: draft.id,
        purpose: 'registration_fee',
        description: 'Registration fee',
        amount: 1_500_000,
        currency: 'KES',
        due_date: '2026-12-21',
      })
      .execute();
    const before = await journeyState(db);
    const failed = await call('POST', `/applications/${draft.id}/submit`, { token: ivyToken });
    expect(failed.statusCode).toBe(500);
    expect(await journeyState(db)).toEqual(before);
  });

  it('submits once when submitted twice at once', async () => {
    const draft = await readyDraft(portal, ivyToken);
    const answers = await Promise.all(
      [1, 2].map(() => call('POST', `/applications/${draft.id}/submit`, { token: ivyToken })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const invoices = await db
      .selectFrom('invoices')
      .select('id')
      .where('application_id', '=', draft.id)
      .execute();
    expect(invoices).toHaveLength(1);
    const history = await db
      .selectFrom('application_stage_changes')
      .select('to_stage')
      .where('application_id', '=', draft.id)
      .execute();
    expect(history.map((change) => change.to_stage)).toEqual(['draft', 'submitted']);
  });

  it('refuses staff submitting for the applicant with 404: a draft is not theirs to see', async () => {
    const draft = await readyDraft(portal, ivyToken);
    const before = await journeyState(db);
    const refused = await call('POST', `/applications/${draft.id}/submit`, { token: adminToken });
    expect(refused.statusCode).toBe(404);
    expect(await journeyState(db)).toEqual(before);
  });
});

describe(`resubmitting a corrected application on ${testEngine}`, () => {
  it('sends it back for evaluation, and mails the applicant', async () => {
    const draft = await readyDraft(portal, ivyToken);
    await putInStage(db, draft.id, 'correction_requested', clock.now().toISOString());
    const since = await lastMailId();
    const resubmitted = await call('POST', `/applications/${draft.id}/resubmit`, {
      token: ivyToken,
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.answer.data.stage).toBe('under_evaluation');
    expect(resubmitted.answer.data.history.at(-1)).toMatchObject({
      from: 'correction_requested',
      to: 'under_evaluation',
      actor: 'Ivy Investor',
    });
    expect(await mailTo(ivy.email, since)).toEqual([
      expect.stringContaining(`${draft.reference}: Under evaluation`),
    ]);
  });

  it('still checks what submitting checks', async () => {
    const draft = await readyDraft(portal, ivyToken);
    await putInStage(db, draft.id, 'correction_requested', clock.now().toISOString(), {
      project_title: null,
    });
    const before = await journeyState(db);
    const refused = await call('POST', `/applications/${draft.id}/resubmit`, { token: ivyToken });
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors).toEqual({ project_title: [messages.required] });
    expect(await journeyState(db)).toEqual(before);
  });

  it('refuses a draft with 409 naming its stage', async () => {
    const draft = await readyDraft(portal, ivyToken);
    const before = await journeyState(db);
    const refused = await call('POST', `/applications/${draft.id}/resubmit`, { token: ivyToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.answer.message).toBe(applicationMessages.wrongStage('draft'));
    expect(await journeyState(db)).toEqual(before);
  });
});
