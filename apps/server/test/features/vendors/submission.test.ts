import { afterEach, describe, expect, it } from 'vitest';
import { countRows, testEngine } from '@server-test/helpers/database';
import { setDraftsAside } from '@server-test/helpers/applications';
import { multipartForm, pdf } from '@server-test/helpers/land-fixtures';
import { png } from '@server-test/helpers/images';
import { xsrf } from '@server-test/helpers/app';
import { DAY } from '@server-test/helpers/clock';
import {
  completeVendorFields,
  openCall,
  readyVendorDraft,
  vendorBackOffice,
  vendorRecords,
} from '@server-test/helpers/vendors';

const portal = await vendorBackOffice();
const { call, db, clock, app, cast } = portal;
afterEach(() => setDraftsAside(db, cast.vendor.id));

const submit = (id: number, token = cast.vendor.token) =>
  call('POST', `/vendor-applications/${id}/submit`, { token });
const upload = (id: number, kind: string, bytes: Buffer, token = cast.vendor.token) => {
  const form = multipartForm({ kind }, [{ name: `${kind}.pdf`, bytes }]);
  return app.inject({
    method: 'POST',
    url: `/api/vendor-applications/${id}/documents`,
    headers: { ...form.headers, ...xsrf, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
};
/** A complete draft by the cast's vendor to a call of its own, open for `days` (30). */
const readyDraft = async (days?: number) =>
  readyVendorDraft(portal, cast.vendor.token, await openCall(db, clock.now(), { days }));
const state = async (id: number) => ({
  ...(await vendorRecords(db, id)),
  documents: await countRows(db, 'application_documents'),
  mail: await countRows(db, 'mail_outbox'),
});

describe(`submitting a vendor application on ${testEngine}`, () => {
  it('names every missing field, the solutions and both documents at once, and changes nothing', async () => {
    const started = await call('POST', '/vendor-applications', {
      token: cast.vendor.token,
      body: { call_id: await openCall(db, clock.now()) },
    });
    const { id } = started.answer.data;
    const before = await state(id);
    const refused = await submit(id);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.answer.errors).sort()).toEqual(
      [
        'contact_country_code',
        'contact_phone',
        'documents',
        'markets',
        'organisation_name',
        'registration_number',
        'country',
        'year_founded',
        'website',
        'signatory_name',
        'signatory_title',
        'signatory_date_of_birth',
        'target_customers_first_year',
        'target_revenue_first_year',
        'solutions',
      ].sort(),
    );
    expect(refused.answer.errors.solutions).toEqual(['Add at least one solution.']);
    expect(refused.answer.errors.documents).toEqual([
      'Add a certificate of incorporation and a company profile before submitting.',
    ]);
    expect(await state(id)).toEqual(before);
  });

  it('refuses a signatory under 18 on the day of submission, and takes one 18 that day', async () => {
    const { id } = await readyDraft();
    // The portal's clock stands at 21 November 2026 (Nairobi).
    await call('PUT', `/vendor-applications/${id}`, {
      token: cast.vendor.token,
      body: completeVendorFields({ signatory_date_of_birth: '2008-11-22' }),
    });
    const before = await state(id);
    const young = await submit(id);
    expect(young.statusCode).toBe(422);
    expect(young.answer.errors).toEqual({
      signatory_date_of_birth: [
        'The signatory must be 18 or over on the day of submission: the terms of service require it.',
      ],
    });
    expect(await state(id)).toEqual(before);
    await call('PUT', `/vendor-applications/${id}`, {
      token: cast.vendor.token,
      body: completeVendorFields({ signatory_date_of_birth: '2008-11-21' }),
    });
    expect((await submit(id)).statusCode).toBe(200);
  });

  it('submits: every solution in process, the vendor mailed, no more editing (409)', async () => {
    const { id } = await readyDraft();
    const submitted = await submit(id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.answer.data).toMatchObject({
      stage: 'submitted',
      submitted_at: clock.now().toISOString(),
      solutions: [expect.objectContaining({ review_status: 'in_process', code: null })],
      actions: ['withdraw'],
    });
    await app.outbox.deliverDue();
    const mail = portal.smtp.inbox.find(
      (received) =>
        received.to.includes(cast.vendor.email) &&
        received.subject.includes(`${submitted.answer.data.reference}: Submitted`),
    );
    expect(mail?.text).toContain(`https://portal.example/account/show-vendor-application/${id}`);
    const edit = await call('PUT', `/vendor-applications/${id}`, {
      token: cast.vendor.token,
      body: { markets: 'Changed' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.answer.message).toBe(
      'This step is not possible while the application is submitted (submitted).',
    );
  });

  it('refuses to submit once the call has closed (409)', async () => {
    const { id } = await readyDraft(2);
    await db
      .updateTable('vendor_calls')
      .set({
        opens_at: new Date(clock.now().getTime() - 3 * DAY).toISOString(),
        closes_at: new Date(clock.now().getTime() - DAY).toISOString(),
      })
      .where(
        'id',
        '=',
        (
          await db
            .selectFrom('applications')
            .select('call_id')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).call_id!,
      )
      .execute();
    const before = await state(id);
    const refused = await submit(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.answer.message).toBe(
      'This call is closed: applications are taken only while it is open.',
    );
    expect(await state(id)).toEqual(before);
  });

  it('takes documents checked by their bytes, only while a draft or a clarification is open', async () => {
    const { id } = await readyDraft();
    const added = await upload(id, 'security_certificate', pdf());
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      kind: 'security_certificate',
      content_type: 'application/pdf',
    });
    const before = await state(id);
    const disguised = await upload(
      id,
      'company_profile',
      Buffer.from('<html><script>alert(1)</script>'),
    );
    expect(disguised.statusCode).toBe(422);
    expect(Object.keys(disguised.json().errors)).toEqual(['file']);
    const landKind = await upload(id, 'business_plan', png());
    expect(landKind.statusCode).toBe(422);
    expect(Object.keys(landKind.json().errors)).toEqual(['kind']);
    const stranger = await upload(id, 'other', pdf(), cast.stranger.token);
    expect(stranger.statusCode).toBe(404);
    expect(await state(id)).toEqual(before);
    await submit(id);
    const late = await upload(id, 'other', pdf());
    expect(late.statusCode).toBe(409);
  });

  it('withdraws with a reason before the decision, the solutions withdrawn with it', async () => {
    const { id } = await readyDraft();
    await submit(id);
    const noReason = await call('POST', `/vendor-applications/${id}/withdraw`, {
      token: cast.vendor.token,
      body: { reason: '' },
    });
    expect(noReason.statusCode).toBe(422);
    const withdrawn = await call('POST', `/vendor-applications/${id}/withdraw`, {
      token: cast.vendor.token,
      body: { reason: 'We are merging with another vendor.' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.answer.data.stage).toBe('withdrawn');
    expect(withdrawn.answer.data.solutions[0].review_status).toBe('withdrawn');
    expect(withdrawn.answer.data.history.at(-1)).toMatchObject({
      to: 'withdrawn',
      note: 'We are merging with another vendor.',
    });
    const again = await call('POST', `/vendor-applications/${id}/withdraw`, {
      token: cast.vendor.token,
      body: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
  });
});
