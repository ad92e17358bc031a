import { insertApplication, journeyState } from '@server-test/helpers/applications';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applicationMessages } from '@portal/shared/application-messages';
import { DOCUMENT_KINDS, MAX_DOCUMENT_BYTES } from '@portal/shared/application-documents';
import { MAX_DOCUMENTS, MAX_DOCUMENTS_BYTES } from '@portal/shared/constants';
import { testEngine } from '@server-test/helpers/database';
import { jpeg, png, pngOfSize } from '@server-test/helpers/images';
import { holderOf, multipartForm, pdf, pdfOfSize } from '@server-test/helpers/land-fixtures';
import { xsrf } from '@server-test/helpers/app';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { app, db, createUser, signIn, call } = portal;
const ivy = await createUser({ name: 'Ivy Investor' });
const ivyToken = await signIn(ivy);
const otto = await createUser({ name: 'Otto Other' });
const ottoToken = await signIn(otto);
const viewer = await holderOf(portal, ['applications.view_all'], 'Vera Viewer');

type File = { name: string; bytes: Buffer; field?: string; type?: string };

async function upload(
  applicationId: number,
  files: File[],
  { kind = 'business_plan', token = ivyToken }: { kind?: string | null; token?: string } = {},
) {
  const form = multipartForm(kind === null ? {} : { kind }, files);
  const response = await app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/documents`,
    headers: { ...xsrf, authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });
  return Object.assign(response, { answer: response.json() });
}

const draft = (stage: 'draft' | 'correction_requested' | 'submitted' = 'draft') =>
  insertApplication(db, ivy.id, { stage });

async function expectRefused(
  applicationId: number,
  files: File[],
  status: number,
  options: Parameters<typeof upload>[2] = {},
) {
  const before = await journeyState(db);
  const response = await upload(applicationId, files, options);
  expect(response.statusCode, response.body).toBe(status);
  expect(await journeyState(db)).toEqual(before);
  return response.answer;
}

describe(`documents on ${testEngine}: what is accepted`, () => {
  it.each(DOCUMENT_KINDS)('takes a %s and stores its bytes with their hash', async (kind) => {
    const id = await draft();
    const bytes = pdf();
    const response = await upload(id, [{ name: 'plan.pdf', bytes }], { kind });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.answer.data).toEqual({
      id: expect.any(Number),
      kind,
      file_name: 'plan.pdf',
      content_type: 'application/pdf',
      size: bytes.length,
      uploaded_at: expect.any(String),
    });
    const stored = await db
      .selectFrom('application_documents')
      .selectAll()
      .where('id', '=', response.answer.data.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.content).equals(bytes)).toBe(true);
    expect(stored.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('stores the type the bytes are, not the name or the header they came with', async () => {
    const id = await draft('correction_requested');
    const asPdf = await upload(id, [{ name: 'scan.pdf', bytes: png(), type: 'application/pdf' }]);
    expect(asPdf.statusCode, asPdf.body).toBe(201);
    expect(asPdf.answer.data.content_type).toBe('image/png');
    const photo = await upload(id, [{ name: 'id.png', bytes: jpeg, type: 'image/png' }]);
    expect(photo.answer.data.content_type).toBe('image/jpeg');
  });

  it('keeps only the last segment of the name, without control characters', async () => {
    const id = await draft();
    const response = await upload(id, [{ name: '..\\..\\etc\\pa\x07ss\x1bwd.pdf', bytes: pdf() }]);
    expect(response.answer.data.file_name).toBe('passwd.pdf');
    const long = await upload(id, [{ name: `${'n'.repeat(300)}.pdf`, bytes: pdf() }]);
    expect(long.answer.data.file_name).toHaveLength(150);
  });

  it('takes a file of exactly 10 MB', async () => {
    const id = await draft();
    const response = await upload(id, [{ name: 'big.png', bytes: pngOfSize(MAX_DOCUMENT_BYTES) }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.answer.data.size).toBe(MAX_DOCUMENT_BYTES);
  });
});

describe(`documents on ${testEngine}: what is refused, changing nothing`, () => {
  const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
  const script = Buffer.from('#!/bin/sh\nrm -rf /\n');
  const cases: [string, Buffer][] = [
    ['an HTML page named .pdf', html],
    ['a script named .pdf', script],
    ['a PDF with a page of HTML after its end', Buffer.concat([pdf(), html])],
    ['a PDF with bytes before its header', Buffer.concat([Buffer.from(' '), pdf()])],
    ['a PNG with bytes after IEND', Buffer.concat([png(), Buffer.from('<?php')])],
    ['a JPEG with bytes after EOI', Buffer.concat([jpeg, Buffer.from('x')])],
    ['an empty file', Buffer.alloc(0)],
  ];

  it.each(cases)('refuses %s with 422 on file', async (_, bytes) => {
    const answer = await expectRefused(await draft(), [{ name: 'plan.pdf', bytes }], 422);
    expect(answer.errors).toEqual({ file: [applicationMessages.fileType] });
  });

  it.each([
    ['a page of HTML in a PDF shell', '%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF'],
    [
      'a PDF that runs JavaScript when opened',
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ],
  ])('refuses %s with 422 on file, saying why', async (_, content) => {
    const bytes = Buffer.from(content, 'latin1');
    const answer = await expectRefused(await draft(), [{ name: 'plan.pdf', bytes }], 422);
    expect(answer.errors).toEqual({ file: [applicationMessages.activePdf] });
  });

  it('refuses a PDF shell that does not parse as a PDF with 422 on file', async () => {
    const bytes = Buffer.from('%PDF-1.7\nnot a document at all\n%%EOF\n', 'latin1');
    const answer = await expectRefused(await draft(), [{ name: 'plan.pdf', bytes }], 422);
    expect(answer.errors).toEqual({ file: [applicationMessages.fileType] });
  });

  it('refuses a file of 10 MB and one byte with 422 on file', async () => {
    const bytes = pdfOfSize(MAX_DOCUMENT_BYTES + 1);
    const answer = await expectRefused(await draft(), [{ name: 'big.pdf', bytes }], 422);
    expect(answer.errors).toEqual({ file: [applicationMessages.fileTooLarge] });
  });

  it('refuses no file, two files, and an unknown or missing kind with 422', async () => {
    const id = await draft();
    const one = { name: 'plan.pdf', bytes: pdf() };
    expect((await expectRefused(id, [], 422)).errors).toEqual({
      file: [applicationMessages.notSubmittedFile],
    });
    expect((await expectRefused(id, [one, one], 422)).errors).toEqual({
      file: [applicationMessages.notSubmittedFile],
    });
    expect((await expectRefused(id, [one], 422, { kind: 'selfie' })).errors).toEqual({
      kind: [applicationMessages.choice],
    });
    expect((await expectRefused(id, [one], 422, { kind: null })).errors).toEqual({
      kind: [applicationMessages.choice],
    });
  });

  it('answers 400 in the envelope to a body that ends before its closing boundary', async () => {
    const id = await draft();
    const form = multipartForm({ kind: 'business_plan' }, [{ name: 'plan.pdf', bytes: pdf() }]);
    const before = await journeyState(db);
    for (const payload of [
      form.payload.subarray(0, form.payload.length - 20),
      form.payload.subarray(0, 60),
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/applications/${id}/documents`,
        headers: { ...xsrf, authorization: `Bearer ${ivyToken}`, ...form.headers },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'bad_request',
        message: 'The upload was cut short or is malformed: send the file again.',
      });
    }
    expect(await journeyState(db)).toEqual(before);
  });

  it('refuses another applicant and staff on a draft with 404, staff on a submitted application with 403, a submitted application with 409', async () => {
    const file = [{ name: 'plan.pdf', bytes: pdf() }];
    await expectRefused(await draft(), file, 404, { token: ottoToken });
    await expectRefused(await draft(), file, 404, { token: viewer.token });
    await expectRefused(await draft('correction_requested'), file, 403, { token: viewer.token });
    const answer = await expectRefused(await draft('submitted'), file, 409);
    expect(answer.message).toBe(applicationMessages.wrongStage('submitted'));
  });
});

describe(`documents on ${testEngine}: the quota of an application`, () => {
  it(`refuses a document past ${MAX_DOCUMENTS} with 422 on file, changing nothing, until one is removed`, async () => {
    const id = await draft();
    const ids: number[] = [];
    for (let i = 0; i < MAX_DOCUMENTS; i++) {
      const added = await upload(id, [{ name: `page-${i}.pdf`, bytes: pdf() }]);
      expect(added.statusCode, added.body).toBe(201);
      ids.push(added.answer.data.id as number);
    }
    const answer = await expectRefused(id, [{ name: 'one-more.pdf', bytes: pdf() }], 422);
    expect(answer).toMatchObject({
      message: applicationMessages.tooManyDocuments,
      errors: { file: [applicationMessages.tooManyDocuments] },
    });
    const removed = await call('DELETE', `/applications/${id}/documents/${ids[0]}`, {
      token: ivyToken,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await upload(id, [{ name: 'one-more.pdf', bytes: pdf() }])).statusCode).toBe(201);
  });

  it(`takes documents up to ${MAX_DOCUMENTS_BYTES / 1024 / 1024} MB in all and refuses a byte more with 422 on file, changing nothing`, async () => {
    const id = await draft();
    const full = MAX_DOCUMENTS_BYTES / MAX_DOCUMENT_BYTES;
    for (let i = 0; i < full; i++) {
      const added = await upload(id, [
        { name: `scan-${i}.png`, bytes: pngOfSize(MAX_DOCUMENT_BYTES) },
      ]);
      expect(added.statusCode, added.body).toBe(201);
    }
    const answer = await expectRefused(id, [{ name: 'note.pdf', bytes: pdf() }], 422);
    expect(answer).toMatchObject({
      message: applicationMessages.documentsTooLarge,
      errors: { file: [applicationMessages.documentsTooLarge] },
    });
    // Another application of the same applicant has its own quota.
    expect((await upload(await draft(), [{ name: 'note.pdf', bytes: pdf() }])).statusCode).toBe(
      201,
    );
  });
});

describe(`documents on ${testEngine}: removing`, () => {
  it('removes a document while open for correction, and refuses once resubmitted, changing nothing', async () => {
    const id = await draft('correction_requested');
    const added = await upload(id, [{ name: 'plan.pdf', bytes: pdf() }]);
    const docId = added.answer.data.id as number;
    const refusedBy = async (token: string, status: number) => {
      const before = await journeyState(db);
      const response = await call('DELETE', `/applications/${id}/documents/${docId}`, { token });
      expect(response.statusCode, response.body).toBe(status);
      expect(await journeyState(db)).toEqual(before);
    };
    await refusedBy(ottoToken, 404);
    await refusedBy(viewer.token, 403);
    await db.updateTable('applications').set({ stage: 'submitted' }).where('id', '=', id).execute();
    await refusedBy(ivyToken, 409);
    await db
      .updateTable('applications')
      .set({ stage: 'correction_requested' })
      .where('id', '=', id)
      .execute();

    const removed = await call('DELETE', `/applications/${id}/documents/${docId}`, {
      token: ivyToken,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await call('GET', `/applications/${id}/documents/${docId}`, { token: ivyToken });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 404 for a document of another application', async () => {
    const mine = await draft();
    const other = await draft();
    const added = await upload(other, [{ name: 'plan.pdf', bytes: pdf() }]);
    const before = await journeyState(db);
    const response = await call(
      'DELETE',
      `/applications/${mine}/documents/${added.answer.data.id}`,
      {
        token: ivyToken,
      },
    );
    expect(response.statusCode).toBe(404);
    expect(await journeyState(db)).toEqual(before);
  });
});

describe(`documents on ${testEngine}: downloads`, () => {
  const download = (id: number, docId: number, token: string, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/applications/${id}/documents/${docId}${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers the bytes as stored, as an attachment, never sniffed or kept', async () => {
    const id = await draft('correction_requested');
    const bytes = pdf();
    const added = await upload(id, [{ name: 'Business plan.pdf', bytes }]);
    for (const token of [ivyToken, viewer.token]) {
      const response = await download(id, added.answer.data.id, token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="Business plan.pdf"',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('names the download by the type its bytes are, not the name it was sent with', async () => {
    const id = await draft('correction_requested');
    const added = await upload(id, [{ name: 'report.html', bytes: pdf(), type: 'text/html' }]);
    expect(added.answer.data).toMatchObject({
      file_name: 'report.pdf',
      content_type: 'application/pdf',
    });
    const response = await download(id, added.answer.data.id, ivyToken);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="report.pdf"');
    const photo = await upload(id, [{ name: 'photo.png', bytes: jpeg }]);
    const shown = await download(id, photo.answer.data.id, viewer.token, '?inline=1');
    expect(shown.headers['content-disposition']).toBe('inline; filename="photo.jpg"');
  });

  it('names a non-ASCII file by RFC 5987, with an ASCII fallback', async () => {
    const id = await draft('correction_requested');
    const added = await upload(id, [{ name: 'Mpango wa biashara – 2026 ü.png', bytes: png() }]);
    const response = await download(id, added.answer.data.id, ivyToken);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Mpango wa biashara _ 2026 _.png"; filename*=UTF-8''Mpango%20wa%20biashara%20%E2%80%93%202026%20%C3%BC.png`,
    );
  });

  it('shows a document inline, sandboxed, when asked', async () => {
    const id = await draft('correction_requested');
    const added = await upload(id, [{ name: 'scan.jpg', bytes: jpeg }]);
    const response = await download(id, added.answer.data.id, viewer.token, '?inline=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toBe('inline; filename="scan.jpg"');
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 to another applicant and to the signed-out 401', async () => {
    const id = await draft('correction_requested');
    const added = await upload(id, [{ name: 'plan.pdf', bytes: pdf() }]);
    expect((await download(id, added.answer.data.id, ottoToken)).statusCode).toBe(404);
    const signedOut = await app.inject({
      method: 'GET',
      url: `/api/applications/${id}/documents/${added.answer.data.id}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
