import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applicationMessages } from '@portal/shared/application-messages';
import { MAX_DOCUMENT_BYTES } from '@portal/shared/application-documents';
import { MAX_DOCUMENTS } from '@portal/shared/constants';
import { auditMessages } from '@portal/shared/vendor-audits';
import { evidenceMessages } from '@portal/shared/vendor-evidence';
import { partnershipMessages } from '@portal/shared/vendor-partnerships';
import { reviewMessages } from '@portal/shared/vendor-reviews';
import { xsrf } from '@server-test/helpers/app';
import { roleWith, signedIn } from '@server-test/helpers/applications';
import { auditEvents, storedEventCount } from '@server-test/helpers/audit';
import { testEngine } from '@server-test/helpers/database';
import { jpeg, png } from '@server-test/helpers/images';
import { multipartForm, pdf, pdfOfSize } from '@server-test/helpers/land-fixtures';
import { approvedVendor } from '@server-test/helpers/partnerships';
import { fullScores, openCall, vendorBackOffice } from '@server-test/helpers/vendors';

// The manual clock starts at 2026-11-21 12:00 in Nairobi, the partnership's first day; on
// 31 December, the last day of 2026-Q4, the quarter's review opens and the year's first audit is
// recorded with two findings.
const portal = await vendorBackOffice();
const { app, call, db, clock, cast } = portal;
const callId = await openCall(db, clock.now());
const {
  id: applicationId,
  partnershipId,
  solutionIds,
} = await approvedVendor(portal, cast, callId);
clock.advance(Date.parse('2026-12-31T09:00:00.000Z') - clock.now().getTime());
await app.scheduler.runDue();

// Moving the clock ended the sessions: each person signs in again.
type Person = { email: string; password: string };
const again = async <P extends Person>(person: P) => ({
  ...person,
  token: await portal.signIn(person),
});
const vendor = await again(cast.vendor);
const member = await again(cast.member);
const viewer = await again(cast.viewer);
const stranger = await again(cast.stranger);
const decider = await again(cast.decider);
const admin = await again(portal.admin);
const managerRole = await roleWith(db, `Evidence manager ${process.pid}`, ['vendors.manage']);
const manager = await signedIn(portal, 'Mona Manager', managerRole);

const reviewId = (
  await call('GET', `/vendor-partnerships/${partnershipId}/reviews`, { token: vendor.token })
).answer.data[0].id as number;
const recorded = await call('POST', `/vendor-partnerships/${partnershipId}/audits`, {
  token: manager.token,
  body: {
    audited_on: '2026-12-31',
    auditor: 'Secure Audit Partners LLP',
    scope: solutionIds.slice(0, 1),
    result: 'passed_with_findings',
    findings: [
      { title: 'Backups are not encrypted at rest', severity: 'high' },
      { title: 'Password policy allows 8 characters', severity: 'low' },
    ],
  },
});
if (recorded.statusCode !== 201) throw new Error(`audit not recorded: ${recorded.body}`);
const [findingId, closedFindingId] = (
  await call('GET', `/vendor-partnerships/${partnershipId}`, { token: vendor.token })
).answer.data.findings.map((finding: { id: number }) => finding.id) as number[];

const review = `/vendor-reviews/${reviewId}`;
const finding = `/vendor-audit-findings/${findingId}`;
const closedFinding = `/vendor-audit-findings/${closedFindingId}`;

type File = { name: string; bytes: Buffer; type?: string };

async function upload(path: string, files: File[], token = vendor.token) {
  const form = multipartForm({}, files);
  const response = await app.inject({
    method: 'POST',
    url: `/api${path}/evidence`,
    headers: { ...xsrf, authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });
  return Object.assign(response, { answer: response.json() });
}

const remove = (path: string, docId: number, token = vendor.token) =>
  call('DELETE', `${path}/evidence/${docId}`, { token });

const download = (path: string, docId: number, token: string, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api${path}/evidence/${docId}${query}`,
    headers: { authorization: `Bearer ${token}` },
  });

/** The documents, the review and the findings as stored, and the trail: what a refusal keeps. */
async function stored() {
  return {
    documents: await db
      .selectFrom('application_documents')
      .select(['id', 'vendor_review_id', 'vendor_finding_id', 'sha256'])
      .orderBy('id')
      .execute(),
    reviews: await db.selectFrom('vendor_reviews').selectAll().orderBy('id').execute(),
    findings: await db.selectFrom('vendor_audit_findings').selectAll().orderBy('id').execute(),
    events: await storedEventCount(portal),
  };
}

/** What a client is told of a refusal: the message, or for a 422 the file's error. */
const fileError = (message: string) => ({ errors: { file: [message] } });

async function expectRefused(
  attempt: () => Promise<{ statusCode: number; body: string }>,
  status: number,
  told: string | object,
) {
  const before = await stored();
  const response = await attempt();
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toMatchObject(
    typeof told === 'string' ? { message: told } : told,
  );
  expect(await stored()).toEqual(before);
}

const evidenceOf = async (path: string, token = vendor.token) =>
  (await call('GET', path, { token })).answer.data.evidence as { id: number }[];

describe(`evidence of a quarterly review on ${testEngine}`, () => {
  it('is added by the vendor with its actuals and read back, byte for byte, by whoever sees the partnership', async () => {
    const reported = await call('POST', `${review}/actuals`, {
      token: vendor.token,
      body: { customers_won: ['Kilima Bank'], revenue: 0, leads: [], activities_done: [] },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const bytes = pdf();
    const added = await upload(review, [{ name: 'Kilima Bank contract.pdf', bytes }]);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.answer).toMatchObject({ status: 'success', message: 'Evidence added.' });
    const document = {
      id: expect.any(Number),
      file_name: 'Kilima Bank contract.pdf',
      content_type: 'application/pdf',
      size: bytes.length,
      uploaded_at: '2026-12-31T09:00:00.000Z',
    };
    expect(added.answer.data).toEqual(document);
    const docId = added.answer.data.id as number;
    expect(
      (
        await db
          .selectFrom('application_documents')
          .select('sha256')
          .where('id', '=', docId)
          .executeTakeFirstOrThrow()
      ).sha256,
    ).toBe(createHash('sha256').update(bytes).digest('hex'));

    // On the review's answer and in the partnership's, to each who may read them.
    for (const person of [vendor, member, viewer])
      expect(await evidenceOf(review, person.token)).toEqual([document]);
    const partnership = await call('GET', `/vendor-partnerships/${partnershipId}`, {
      token: member.token,
    });
    expect(partnership.answer.data.reviews[0].evidence).toEqual([document]);

    for (const person of [vendor, member, viewer]) {
      const read = await download(review, docId, person.token);
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(bytes)).toBe(true);
      expect(read.headers['content-type']).toBe('application/pdf');
      expect(read.headers['content-disposition']).toBe(
        'attachment; filename="Kilima Bank contract.pdf"',
      );
      expect(read.headers['x-content-type-options']).toBe('nosniff');
    }
    const photo = await upload(review, [{ name: 'signing.png', bytes: jpeg, type: 'image/png' }]);
    expect(photo.answer.data).toMatchObject({
      file_name: 'signing.jpg',
      content_type: 'image/jpeg',
    });
    const shown = await download(review, photo.answer.data.id, member.token, '?inline=1');
    expect(shown.rawPayload.equals(jpeg)).toBe(true);
    expect(shown.headers['content-disposition']).toBe('inline; filename="signing.jpg"');
    expect(shown.headers['content-security-policy']).toBe('sandbox');

    // Anyone else is told there is nothing there, as for the partnership.
    expect((await download(review, docId, stranger.token)).statusCode).toBe(404);
    expect((await download(review, docId + 999, vendor.token)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api${review}/evidence/${docId}` })).statusCode,
    ).toBe(401);

    const [event] = await auditEvents(portal, admin.token, {
      action: 'vendor_partnership.evidence_added',
      record_id: partnershipId,
    });
    expect(event).toMatchObject({
      actor: { id: vendor.id },
      changes: {
        quarter: { after: '2026-Q4' },
        document: { before: null, after: { file_name: 'signing.jpg' } },
      },
    });
  });

  it("is not the application's: its own documents neither list nor serve it", async () => {
    const [evidence] = await evidenceOf(review);
    const application = await call('GET', `/vendor-applications/${applicationId}`, {
      token: vendor.token,
    });
    expect(application.statusCode, application.body).toBe(200);
    const ids = application.answer.data.documents.map((document: { id: number }) => document.id);
    expect(ids).not.toContain(evidence!.id);
    const through = await call(
      'GET',
      `/vendor-applications/${applicationId}/documents/${evidence!.id}`,
      {
        token: vendor.token,
      },
    );
    expect(through.statusCode).toBe(404);
  });

  it('refuses what is not a clean PDF, PNG or JPEG, a file too large, and anyone but the vendor, changing nothing', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    await expectRefused(
      () => upload(review, [{ name: 'report.pdf', bytes: html }]),
      422,
      fileError(applicationMessages.fileType),
    );
    await expectRefused(
      () =>
        upload(review, [{ name: 'scan.png', bytes: Buffer.concat([png(), Buffer.from('<?php')]) }]),
      422,
      fileError(applicationMessages.fileType),
    );
    await expectRefused(
      () => upload(review, [{ name: 'big.pdf', bytes: pdfOfSize(MAX_DOCUMENT_BYTES + 1) }]),
      422,
      fileError(applicationMessages.fileTooLarge),
    );
    const file = [{ name: 'minutes.pdf', bytes: pdf() }];
    for (const staff of [member, manager])
      await expectRefused(() => upload(review, file, staff.token), 403, evidenceMessages.byVendor);
    await expectRefused(
      () => upload(review, file, stranger.token),
      404,
      partnershipMessages.notFound,
    );
    await expectRefused(() => upload('/vendor-reviews/999999', file), 404, reviewMessages.notFound);
  });

  it(`holds at most ${MAX_DOCUMENTS} documents a review, until one is removed, each removal on the trail`, async () => {
    const held = (await evidenceOf(review)).length;
    for (let i = held; i < MAX_DOCUMENTS; i++)
      expect((await upload(review, [{ name: `invoice-${i}.pdf`, bytes: pdf() }])).statusCode).toBe(
        201,
      );
    await expectRefused(
      () => upload(review, [{ name: 'one-more.pdf', bytes: pdf() }]),
      422,
      evidenceMessages.tooMany,
    );
    // A finding of the same partnership has room of its own.
    const elsewhere = await upload(finding, [{ name: 'policy.pdf', bytes: pdf() }]);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);

    const [first] = await evidenceOf(review);
    // Removed only by the vendor, and only through what holds it.
    await expectRefused(
      () => remove(review, first!.id, member.token),
      403,
      evidenceMessages.byVendor,
    );
    await expectRefused(() => remove(review, elsewhere.answer.data.id), 404, 'Document not found.');
    const removed = await remove(review, first!.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.answer.message).toBe(evidenceMessages.removed);
    expect((await evidenceOf(review)).map((document) => document.id)).not.toContain(first!.id);
    expect((await download(review, first!.id, vendor.token)).statusCode).toBe(404);
    expect((await upload(review, [{ name: 'one-more.pdf', bytes: pdf() }])).statusCode).toBe(201);
    const [event] = await auditEvents(portal, admin.token, {
      action: 'vendor_partnership.evidence_removed',
      record_id: partnershipId,
    });
    expect(event!.changes).toMatchObject({
      quarter: { after: '2026-Q4' },
      document: { before: { file_name: 'Kilima Bank contract.pdf' }, after: null },
    });
  });

  it('is frozen with the review once it is finalised, and still read', async () => {
    const scored = await call('POST', `${review}/scores`, {
      token: member.token,
      body: { scores: fullScores({ ability_to_surpass_targets: 8 }), comment: null },
    });
    expect(scored.statusCode, scored.body).toBe(200);
    const finalised = await call('POST', `${review}/finalise`, { token: decider.token, body: {} });
    expect(finalised.statusCode, finalised.body).toBe(200);
    const [kept] = finalised.answer.data.evidence as { id: number }[];

    await expectRefused(
      () => upload(review, [{ name: 'late.pdf', bytes: pdf() }]),
      409,
      reviewMessages.finalised,
    );
    await expectRefused(() => remove(review, kept!.id), 409, reviewMessages.finalised);
    expect((await download(review, kept!.id, member.token)).statusCode).toBe(200);
  });
});

describe(`evidence of an audit finding on ${testEngine}`, () => {
  it('comes with the answer, read by whoever sees the partnership', async () => {
    const bytes = png();
    const added = await upload(finding, [{ name: 'Encrypted backups.png', bytes }]);
    expect(added.statusCode, added.body).toBe(201);
    const answered = await call('POST', `${finding}/respond`, {
      token: vendor.token,
      body: { response: 'Backups now use AES-256; the screenshot shows the setting.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.answer.data.evidence).toEqual([
      // Sent while the review's quota was full, above.
      expect.objectContaining({ file_name: 'policy.pdf' }),
      {
        id: added.answer.data.id,
        file_name: 'Encrypted backups.png',
        content_type: 'image/png',
        size: bytes.length,
        uploaded_at: '2026-12-31T09:00:00.000Z',
      },
    ]);
    const findings = (
      await call('GET', `/vendor-partnerships/${partnershipId}`, { token: viewer.token })
    ).answer.data.findings as { id: number; evidence: unknown[] }[];
    expect(findings.map((each) => [each.id, each.evidence.length])).toEqual([
      [findingId, 2],
      [closedFindingId, 0],
    ]);

    for (const person of [vendor, member, viewer, manager]) {
      const read = await download(finding, added.answer.data.id, person.token);
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(bytes)).toBe(true);
    }
    expect((await download(finding, added.answer.data.id, stranger.token)).statusCode).toBe(404);
    // Through another finding, or a review, it is not there.
    expect((await download(closedFinding, added.answer.data.id, vendor.token)).statusCode).toBe(
      404,
    );
    expect((await download(review, added.answer.data.id, vendor.token)).statusCode).toBe(404);

    const [event] = await auditEvents(portal, admin.token, {
      action: 'vendor_partnership.evidence_added',
      record_id: partnershipId,
    });
    expect(event!.changes).toMatchObject({
      finding: { after: findingId },
      document: { after: { file_name: 'Encrypted backups.png' } },
    });
  });

  it('is added and removed by the vendor alone, and not once the finding is closed', async () => {
    const file = [{ name: 'policy.pdf', bytes: pdf() }];
    await expectRefused(
      () => upload(closedFinding, file, manager.token),
      403,
      evidenceMessages.byVendor,
    );
    await expectRefused(
      () => upload(closedFinding, file, stranger.token),
      404,
      partnershipMessages.notFound,
    );
    await expectRefused(
      () => upload(closedFinding, [{ name: 'policy.pdf', bytes: Buffer.from('#!/bin/sh\n') }]),
      422,
      fileError(applicationMessages.fileType),
    );
    const added = await upload(closedFinding, file);
    expect(added.statusCode, added.body).toBe(201);

    const closed = await call('POST', `${closedFinding}/close`, {
      token: manager.token,
      body: { note: null },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.answer.data.evidence).toEqual([
      expect.objectContaining({ id: added.answer.data.id }),
    ]);
    await expectRefused(() => upload(closedFinding, file), 409, auditMessages.findingClosed);
    await expectRefused(
      () => remove(closedFinding, added.answer.data.id),
      409,
      auditMessages.findingClosed,
    );
    expect((await download(closedFinding, added.answer.data.id, member.token)).statusCode).toBe(
      200,
    );

    // Reopened, it takes evidence again.
    const reopened = await call('POST', `${closedFinding}/reopen`, {
      token: manager.token,
      body: { note: 'The policy still allows 8 characters.' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await remove(closedFinding, added.answer.data.id)).statusCode).toBe(200);
    expect(reopened.answer.data.evidence).toHaveLength(1);
    const findings = (
      await call('GET', `/vendor-partnerships/${partnershipId}`, { token: vendor.token })
    ).answer.data.findings as { id: number; evidence: unknown[] }[];
    expect(findings.find((each) => each.id === closedFindingId)!.evidence).toEqual([]);
  });
});
