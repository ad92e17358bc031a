import { describe, expect, it } from 'vitest';
import { countRows, testEngine } from '@server-test/helpers/database';
import { insertApplication, setDraftsAside } from '@server-test/helpers/applications';
import {
  completeSolution,
  completeVendorFields,
  openCall,
  readyVendorDraft,
  vendorBackOffice,
} from '@server-test/helpers/vendors';

const portal = await vendorBackOffice();
const { call, db, clock, cast } = portal;
const callId = await openCall(db, clock.now());

const solutions = (id: number) =>
  db.selectFrom('vendor_solutions').selectAll().where('application_id', '=', id).execute();
const snapshot = async () => ({
  applications: await db.selectFrom('applications').selectAll().orderBy('id').execute(),
  solutions: await db.selectFrom('vendor_solutions').selectAll().orderBy('id').execute(),
});

describe(`vendor drafts on ${testEngine}`, () => {
  it('starts a draft to an open call, its contact taken from the account, with a VND reference', async () => {
    const started = await call('POST', '/vendor-applications', {
      token: cast.stranger.token,
      body: { call_id: callId },
    });
    expect(started.statusCode, started.body).toBe(201);
    const draft = started.answer.data;
    expect(draft).toMatchObject({
      reference: expect.stringMatching(/^VND-2026-\d{6}$/),
      stage: 'draft',
      call: { id: callId, status: 'open', categories: ['saas', 'iaas'] },
      contact_person: 'Sam Stranger',
      solutions: [],
      actions: expect.arrayContaining(['edit', 'submit', 'withdraw', 'add_document']),
    });
    expect(draft.history).toEqual([
      expect.objectContaining({ from: null, to: 'draft', actor: 'Sam Stranger' }),
    ]);
  });

  it('saves a draft with any field blank, and refuses a bad field with 422 changing nothing', async () => {
    const { id } = await readyVendorDraft(
      portal,
      cast.vendor.token,
      await openCall(db, clock.now()),
    );
    const saved = await call('PUT', `/vendor-applications/${id}`, {
      token: cast.vendor.token,
      body: { organisation_name: 'Nimbus Renamed', website: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.answer.data).toMatchObject({
      organisation_name: 'Nimbus Renamed',
      website: null,
      markets: null,
    });

    const before = await snapshot();
    const refused = await call('PUT', `/vendor-applications/${id}`, {
      token: cast.vendor.token,
      body: {
        website: 'nimbus dot example',
        signatory_date_of_birth: '1980-02-30',
        target_revenue_first_year: 12.5,
        contact_country_code: '+254',
        contact_phone: '12',
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.answer.errors).sort()).toEqual(
      ['contact_phone', 'signatory_date_of_birth', 'target_revenue_first_year', 'website'].sort(),
    );
    const future = await call('PUT', `/vendor-applications/${id}`, {
      token: cast.vendor.token,
      body: { year_founded: 2027 },
    });
    expect(future.statusCode).toBe(422);
    expect(future.answer.errors.year_founded).toEqual(['Enter a year from 1800 to 2026.']);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a start to a call that is not open (409) or unknown (422), and a second to one call', async () => {
    const before = await snapshot();
    const closed = await openCall(db, clock.now(), { fromNow: -40, days: 10 });
    const upcoming = await openCall(db, clock.now(), { fromNow: 3 });
    for (const id of [closed, upcoming]) {
      const refused = await call('POST', '/vendor-applications', {
        token: cast.vendor.token,
        body: { call_id: id },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.answer.message).toMatch(
        /^This call is (closed|upcoming): applications are taken only while it is open\.$/,
      );
    }
    const unknown = await call('POST', '/vendor-applications', {
      token: cast.vendor.token,
      body: { call_id: 999_999 },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.answer.errors.call_id).toBeDefined();
    expect(await snapshot()).toEqual(before);

    const once = await openCall(db, clock.now());
    const first = await call('POST', '/vendor-applications', {
      token: cast.vendor.token,
      body: { call_id: once },
    });
    expect(first.statusCode).toBe(201);
    const second = await call('POST', '/vendor-applications', {
      token: cast.vendor.token,
      body: { call_id: once },
    });
    expect(second.statusCode).toBe(409);
    expect(second.answer.message).toContain(first.answer.data.reference);
  });

  it("adds, changes and removes whole solutions of the call's categories", async () => {
    const { id } = await readyVendorDraft(
      portal,
      cast.vendor.token,
      await openCall(db, clock.now()),
      [],
    );
    const added = await call('POST', `/vendor-applications/${id}/solutions`, {
      token: cast.vendor.token,
      body: completeSolution({
        certifications: [
          { name: 'other', other: 'PCI DSS', expires_on: '2027-12-31' },
          { name: 'SOC 2', other: 'ignored', expires_on: '2027-01-31' },
        ],
      }),
    });
    expect(added.statusCode, added.body).toBe(201);
    const [solution] = added.answer.data.solutions;
    expect(solution).toMatchObject({
      name: 'Nimbus Backup',
      review_status: null,
      code: null,
      certifications: [
        { name: 'other', other: 'PCI DSS', expires_on: '2027-12-31' },
        { name: 'SOC 2', other: null, expires_on: '2027-01-31' },
      ],
    });
    const changed = await call('PUT', `/vendor-applications/${id}/solutions/${solution.id}`, {
      token: cast.vendor.token,
      body: completeSolution({ name: 'Nimbus Vault', category: 'iaas' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.answer.data.solutions[0]).toMatchObject({
      name: 'Nimbus Vault',
      category: 'iaas',
    });

    const before = await snapshot();
    for (const [body, field] of [
      [completeSolution({ category: 'colocation' }), 'category'],
      [completeSolution({ data_location_country: 'UG' }), 'data_location_country'],
      [
        completeSolution({
          certifications: [{ name: 'other', other: '', expires_on: '2027-01-01' }],
        }),
        'certifications.0.other',
      ],
      [completeSolution({ exit_plan: '' }), 'exit_plan'],
    ] as const) {
      const refused = await call('POST', `/vendor-applications/${id}/solutions`, {
        token: cast.vendor.token,
        body,
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(Object.keys(refused.answer.errors)).toEqual([field]);
    }
    expect(await snapshot()).toEqual(before);

    const removed = await call('DELETE', `/vendor-applications/${id}/solutions/${solution.id}`, {
      token: cast.vendor.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(await solutions(id)).toEqual([]);
    const again = await call('DELETE', `/vendor-applications/${id}/solutions/${solution.id}`, {
      token: cast.vendor.token,
    });
    expect(again.statusCode).toBe(404);
  });

  it('shows a draft to its vendor only, and keeps the journeys apart: 404 across them', async () => {
    await setDraftsAside(db, cast.vendor.id);
    const { id } = await readyVendorDraft(
      portal,
      cast.vendor.token,
      await openCall(db, clock.now()),
    );
    for (const token of [
      cast.stranger.token,
      cast.viewer.token,
      cast.chair.token,
      portal.adminToken,
    ]) {
      expect((await call('GET', `/vendor-applications/${id}`, { token })).statusCode).toBe(404);
    }
    // A vendor application is no land application, and a land one no vendor one.
    expect(
      (await call('GET', `/applications/${id}`, { token: cast.vendor.token })).statusCode,
    ).toBe(404);
    const land = await insertApplication(db, cast.vendor.id);
    expect(
      (await call('GET', `/vendor-applications/${land}`, { token: cast.vendor.token })).statusCode,
    ).toBe(404);
    const before = await countRows(db, 'vendor_solutions');
    const refused = await call('POST', `/vendor-applications/${id}/solutions`, {
      token: cast.stranger.token,
      body: completeSolution(),
    });
    expect(refused.statusCode).toBe(404);
    expect(await countRows(db, 'vendor_solutions')).toBe(before);
    // Lists keep to their journey too.
    const mine = await call('GET', '/vendor-applications', { token: cast.vendor.token });
    expect(mine.answer.data.map((row: { id: number }) => row.id)).toContain(id);
    expect(mine.answer.data.map((row: { id: number }) => row.id)).not.toContain(land);
    const landList = await call('GET', '/applications', { token: cast.vendor.token });
    expect(landList.answer.data.map((row: { id: number }) => row.id)).not.toContain(id);
  });

  it('refuses every vendor call signed out', async () => {
    expect((await call('GET', '/vendor-applications')).statusCode).toBe(401);
    expect(
      (
        await call('POST', '/vendor-applications', {
          body: { call_id: callId, ...completeVendorFields() },
        })
      ).statusCode,
    ).toBe(401);
  });
});
