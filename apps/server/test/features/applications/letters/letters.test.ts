import { insertApplication } from '@server-test/helpers/applications';
import { describe, expect, it } from 'vitest';
import { testEngine } from '@server-test/helpers/database';
import { decisionCast, download, evaluatedApplication } from '@server-test/helpers/decisions';
import { startBackOffice, uniqueIp } from '@server-test/helpers/portal';
import { CODE_CHECK_LIMIT as VERIFY_LIMIT } from '@server/domain/applications/letters/codes';
import { site } from '@portal/shared/site';
import { pdfContent, pdfLines } from '@server-test/helpers/pdf-text';

const portal = await startBackOffice();
const { call, db } = portal;
const cast = await decisionCast(portal);

/** An approved application and its Letter of Notification, through the approve call. */
async function notificationLetter() {
  const id = await evaluatedApplication(portal, cast);
  const approved = await call('POST', `/applications/${id}/approve`, { token: cast.chair.token });
  expect(approved.statusCode, approved.body).toBe(200);
  return db
    .selectFrom('letters')
    .select(['id', 'code', 'application_id'])
    .where('application_id', '=', id)
    .executeTakeFirstOrThrow();
}

describe(`public letter check on ${testEngine}`, () => {
  it('answers an unknown or malformed code with a plain 404', async () => {
    for (const code of ['ABCD-EFGH-JKLM-NPQR', 'abcd', 'ABCD-EFGH-JKLM-NPQ0', "' OR 1=1 --"]) {
      const answer = await call('GET', `/public/letters/${encodeURIComponent(code)}`);
      expect(answer.statusCode, code).toBe(404);
      expect(answer.answer.message).toBe('Not found');
      expect(answer.answer.data).toBeUndefined();
    }
  });

  it('answers 429 past its limit per client address, and other addresses still check', async () => {
    const { code } = await notificationLetter();
    const ip = uniqueIp();
    for (let hit = 1; hit <= VERIFY_LIMIT.max; hit++) {
      expect((await call('GET', `/public/letters/${code}`, { ip })).statusCode).toBe(200);
    }
    const refused = await call('GET', `/public/letters/${code}`, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await call('GET', `/public/letters/${code}`)).statusCode).toBe(200);
  });
});

describe(`public letter check by code as typed, on ${testEngine}`, () => {
  it('accepts a code in any case, with or without its dashes', async () => {
    const { code } = await notificationLetter();
    const printed = await call('GET', `/public/letters/${code}`);
    expect(printed.statusCode).toBe(200);
    for (const typed of [
      code.toLowerCase(),
      code.replaceAll('-', ''),
      ` ${code.toLowerCase().replaceAll('-', ' ')} `,
    ]) {
      const answer = await call('GET', `/public/letters/${encodeURIComponent(typed)}`);
      expect(answer.statusCode, typed).toBe(200);
      expect(answer.answer.data).toEqual(printed.answer.data);
    }
  });

  it('says a letter of a withdrawn application is withdrawn, and when', async () => {
    const letter = await notificationLetter();
    const before = await call('GET', `/public/letters/${letter.code}`);
    expect(before.answer.data).toMatchObject({ status: 'valid', withdrawn_at: null });
    portal.clock.advance(60_000);
    const withdrawn = await call('POST', `/applications/${letter.application_id}/withdraw`, {
      token: cast.applicant.token,
      body: { reason: 'We found land elsewhere.' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const after = await call('GET', `/public/letters/${letter.code}`);
    expect(after.statusCode).toBe(200);
    expect(after.answer.data).toMatchObject({
      kind: 'notification',
      status: 'withdrawn',
      withdrawn_at: portal.clock.now().toISOString(),
    });
  });
});

describe(`a letter's PDF on ${testEngine}`, () => {
  it('prints its title once, the emblem, and the signatory with their title', async () => {
    const letter = await notificationLetter();
    const pdf = (await download(portal, `/letters/${letter.id}`, cast.applicant.token)).rawPayload;
    const lines = pdfLines(pdf);
    expect(lines.filter((line) => line === 'Letter of Notification')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Yours faithfully,',
        site.signatory.name,
        site.signatory.title,
        `For ${site.organisation}`,
      ]),
    );
    // The emblem's navy ground and gold signal (#0b2f52, #f5b700), before any text.
    const content = pdfContent(pdf);
    const navy = content.search(/0\.043\d* 0\.184\d* 0\.321\d* scn/);
    const gold = content.search(/0\.96\d* 0\.717\d* 0 scn/);
    expect(navy).toBeGreaterThanOrEqual(0);
    expect(gold).toBeGreaterThan(navy);
    expect(gold).toBeLessThan(content.indexOf('TJ'));
  });
});

describe(`letter downloads on ${testEngine}`, () => {
  it('serves the PDF to those who may see the application, and 404 to anyone else', async () => {
    const letter = await notificationLetter();
    const url = `/letters/${letter.id}`;
    for (const token of [cast.applicant.token, cast.member.token, cast.decider.token]) {
      expect((await download(portal, url, token)).statusCode).toBe(200);
    }
    const stranger = await download(portal, url, cast.stranger.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain(letter.code);
    const unknown = await download(portal, '/letters/999999', cast.decider.token);
    expect(unknown.statusCode).toBe(404);
    expect(stranger.json()).toEqual(unknown.json());
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});

describe(`invoice PDF on ${testEngine}`, () => {
  it('is a download for the applicant and finance only', async () => {
    const id = await insertApplication(db, cast.applicant.id, { stage: 'submitted' });
    const { id: invoiceId } = await db
      .insertInto('invoices')
      .values({
        number: `INV-2026-T${id}`,
        application_id: id,
        purpose: 'registration_fee',
        description: 'Registration fee',
        amount: 15_000_00,
        paid: 5_000_00,
        currency: 'KES',
        due_date: '2026-12-24',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/invoices/${invoiceId}/pdf`;

    for (const token of [cast.applicant.token, cast.finance.token]) {
      const answer = await download(portal, url, token);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="INV-2026-T${id}.pdf"`,
      );
      expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // Seeing every application is not handling its money.
    for (const token of [cast.stranger.token, cast.decider.token, cast.member.token]) {
      expect((await download(portal, url, token)).statusCode).toBe(404);
    }
  });
});
