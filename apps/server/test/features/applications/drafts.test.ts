import { afterEach, describe, expect, it } from 'vitest';
import { Role, MAX_OPEN_DRAFTS } from '@portal/shared/constants';
import { applicationMessages } from '@portal/shared/application-messages';
import { messages } from '@portal/shared/messages';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';
import {
  completeDraftFields,
  journeyState,
  putInStage,
  readyDraft,
  setDraftsAside,
  startApplication,
} from '@server-test/helpers/applications';

const portal = await startBackOffice();
const { call, createUser, db, adminToken, clock } = portal;
const ivy = await createUser({
  name: 'Ivy Investor',
  role_id: Role.Investor,
  country_code: '+254',
  phone: '0722000111',
});
const ivyToken = await portal.signIn(ivy);
// Each test starts drafts of Ivy's own: none is left to count against the next one's quota.
afterEach(() => setDraftsAside(db, ivy.id));
const otto = await createUser({ name: 'Otto Other', role_id: Role.Investor });
const ottoToken = await portal.signIn(otto);

describe(`application drafts on ${testEngine}`, () => {
  it('starts a draft with a reference, a first line of history, the applicant as its contact and every other field null', async () => {
    const draft = await startApplication(portal, ivyToken);
    expect(draft.reference).toBe(`EOI-2026-${String(draft.id).padStart(6, '0')}`);
    expect(draft).toMatchObject({
      stage: 'draft',
      applicant: { id: ivy.id, name: 'Ivy Investor' },
      committee: null,
      contact_person: 'Ivy Investor',
      contact_email: ivy.email,
      contact_country_code: '+254',
      contact_phone: '0722000111',
      organisation_name: null,
      preferred_parcel_id: null,
      documents: [],
      invoices: [],
      letters: [],
      scores: { cards: [], members: 0, average: null },
      actions: expect.arrayContaining(['edit', 'submit', 'withdraw']),
    });
    expect(draft.history).toEqual([
      { from: null, to: 'draft', at: clock.now().toISOString(), actor: 'Ivy Investor', note: null },
    ]);
  });

  it('keeps the contact a start gives, and leaves the phone blank for an account without a country code', async () => {
    const given = await call('POST', '/applications', {
      token: ivyToken,
      body: {
        contact_person: 'Ada Agent',
        contact_email: 'ada@example.com',
        contact_country_code: '+256',
        contact_phone: '0772000111',
      },
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.answer.data).toMatchObject({
      contact_person: 'Ada Agent',
      contact_email: 'ada@example.com',
      contact_country_code: '+256',
      contact_phone: '0772000111',
    });

    const old = await createUser({ name: 'Olga Old', country_code: null, phone: '0722000111' });
    const draft = await startApplication(portal, await portal.signIn(old));
    expect(draft).toMatchObject({
      contact_person: 'Olga Old',
      contact_email: old.email,
      contact_country_code: null,
      contact_phone: null,
    });
  });

  it(`refuses a draft past ${MAX_OPEN_DRAFTS} open ones with 422 on drafts, changing nothing, until one is withdrawn`, async () => {
    const nia = await createUser({ name: 'Nia Newcomer', role_id: Role.Investor });
    const niaToken = await portal.signIn(nia);
    const drafts = [];
    for (let i = 0; i < MAX_OPEN_DRAFTS; i++) drafts.push(await startApplication(portal, niaToken));
    const before = await journeyState(db);
    const refused = await call('POST', '/applications', { token: niaToken, body: {} });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.answer).toMatchObject({
      message: applicationMessages.tooManyDrafts,
      errors: { drafts: [applicationMessages.tooManyDrafts] },
    });
    expect(await journeyState(db)).toEqual(before);

    const withdrawn = await call('POST', `/applications/${drafts[0]!.id}/withdraw`, {
      token: niaToken,
      body: { reason: 'Started in error.' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const started = await call('POST', '/applications', { token: niaToken, body: {} });
    expect(started.statusCode, started.body).toBe(201);
  });

  it('lets only one of several starts at once take the last place', async () => {
    const kim = await createUser({ name: 'Kim Keen', role_id: Role.Investor });
    const kimToken = await portal.signIn(kim);
    for (let i = 1; i < MAX_OPEN_DRAFTS; i++) await startApplication(portal, kimToken);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/applications', { token: kimToken, body: {} })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422]);
    const drafts = await db
      .selectFrom('applications')
      .select('id')
      .where('applicant_id', '=', kim.id)
      .where('stage', '=', 'draft')
      .execute();
    expect(drafts).toHaveLength(MAX_OPEN_DRAFTS);
  });

  it('saves the draft as the applicant goes and gives it back when they return', async () => {
    const draft = await startApplication(portal, ivyToken, { organisation_name: 'Savannah Ltd' });
    const [parcel] = await db.selectFrom('parcels').select(['id', 'number']).limit(1).execute();
    const saved = await call('PUT', `/applications/${draft.id}`, {
      token: ivyToken,
      body: completeDraftFields({
        preferred_parcel_id: parcel!.id,
        contact_email: ' A@B.example ',
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const resumed = await call('GET', `/applications/${draft.id}`, { token: ivyToken });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.answer.data).toMatchObject({
      ...completeDraftFields({ preferred_parcel_id: parcel!.id, contact_email: 'a@b.example' }),
      preferred_parcel_number: parcel!.number,
      stage: 'draft',
    });
    // A later save replaces the fields, blanks included.
    const cleared = await call('PUT', `/applications/${draft.id}`, {
      token: ivyToken,
      body: { organisation_name: '', project_title: 'Only a title' },
    });
    expect(cleared.answer.data).toMatchObject({
      organisation_name: null,
      project_title: 'Only a title',
      preferred_parcel_id: null,
    });
  });

  it('refuses bad fields with their messages, and changes nothing', async () => {
    const draft = await startApplication(portal, ivyToken, { project_title: 'Kept' });
    const before = await journeyState(db);
    const refused = await call('PUT', `/applications/${draft.id}`, {
      token: ivyToken,
      body: { acres: 'lots', months_to_start: 12, months_to_complete: 6, country: 'XX' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors).toMatchObject({
      acres: [applicationMessages.acres],
      months_to_complete: [applicationMessages.completeBeforeStart],
      country: [applicationMessages.country],
    });
    const created = await call('POST', '/applications', {
      token: ivyToken,
      body: { jobs_expected: -1 },
    });
    expect(created.statusCode).toBe(422);
    expect(created.answer.errors.jobs_expected).toEqual([
      applicationMessages.wholeNumber(0, 1_000_000),
    ]);
    expect(await journeyState(db)).toEqual(before);
  });

  it("says a contact phone's problems on the contact fields", async () => {
    const withoutCode = await call('POST', '/applications', {
      token: ivyToken,
      body: { contact_phone: '712345678' },
    });
    expect(withoutCode.statusCode).toBe(422);
    expect(withoutCode.answer.errors).toEqual({ contact_country_code: [messages.required] });
    const wrongCountry = await call('POST', '/applications', {
      token: ivyToken,
      body: { contact_country_code: '+254', contact_phone: '123' },
    });
    expect(Object.keys(wrongCountry.answer.errors)).toEqual(['contact_phone']);
  });

  it('refuses a preferred parcel the register does not hold, on its field', async () => {
    const before = await journeyState(db);
    const refused = await call('POST', '/applications', {
      token: ivyToken,
      body: { preferred_parcel_id: 999_999 },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.answer.errors)).toEqual(['preferred_parcel_id']);
    expect(await journeyState(db)).toEqual(before);
  });

  it('refuses edits once submitted, naming the stage, and allows them again for a correction', async () => {
    const draft = await readyDraft(portal, ivyToken);
    await putInStage(db, draft.id, 'submitted', clock.now().toISOString());
    const before = await journeyState(db);
    const refused = await call('PUT', `/applications/${draft.id}`, {
      token: ivyToken,
      body: completeDraftFields({ project_title: 'Changed after submitting' }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.answer.message).toBe(applicationMessages.wrongStage('submitted'));
    expect(refused.answer.message).toContain('(submitted)');
    expect(await journeyState(db)).toEqual(before);

    await putInStage(db, draft.id, 'correction_requested', clock.now().toISOString());
    const corrected = await call('PUT', `/applications/${draft.id}`, {
      token: ivyToken,
      body: completeDraftFields({ project_title: 'Corrected' }),
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.answer.data.project_title).toBe('Corrected');
  });

  it('is a 404 to another applicant, whatever they try, and changes nothing', async () => {
    const draft = await readyDraft(portal, ivyToken);
    const before = await journeyState(db);
    for (const [method, url, body] of [
      ['GET', `/applications/${draft.id}`, undefined],
      ['PUT', `/applications/${draft.id}`, completeDraftFields()],
      ['POST', `/applications/${draft.id}/submit`, undefined],
      ['POST', `/applications/${draft.id}/withdraw`, { reason: 'Not mine' }],
    ] as const) {
      const refused = await call(method, url, { token: ottoToken, body });
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await journeyState(db)).toEqual(before);
  });

  it('hides a draft from staff until it is submitted, then lets them read but not edit it', async () => {
    const draft = await startApplication(portal, ivyToken, { project_title: 'Mine' });
    const before = await journeyState(db);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { project_title: 'Theirs' }],
    ] as const) {
      const hidden = await call(method, `/applications/${draft.id}`, { token: adminToken, body });
      expect(hidden.statusCode, method).toBe(404);
    }
    expect(await journeyState(db)).toEqual(before);

    await putInStage(db, draft.id, 'correction_requested', clock.now().toISOString());
    expect((await call('GET', `/applications/${draft.id}`, { token: adminToken })).statusCode).toBe(
      200,
    );
    const refused = await call('PUT', `/applications/${draft.id}`, {
      token: adminToken,
      body: { project_title: 'Theirs' },
    });
    expect(refused.statusCode).toBe(403);
    const read = await call('GET', `/applications/${draft.id}`, { token: ivyToken });
    expect(read.answer.data.project_title).toBe('Mine');
  });

  it('refuses an account whose email is not verified, and anyone signed out', async () => {
    const unverified = await createUser({ role_id: Role.RegisteredUser, email_verified_at: null });
    const token = await portal.signIn(unverified);
    const before = await journeyState(db);
    const refused = await call('POST', '/applications', { token, body: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.answer.code).toBe('email_not_verified');
    expect((await call('POST', '/applications', { body: {} })).statusCode).toBe(401);
    expect((await call('GET', '/applications', {})).statusCode).toBe(401);
    expect(await journeyState(db)).toEqual(before);
  });
});
