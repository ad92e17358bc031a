import { afterAll, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { HOUR } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice, uniqueEmail } from '@server-test/helpers/portal';
import { outboxRows, registration, smtpDownForNow } from '@server-test/helpers/outbox';

const smtp = await smtpDownForNow();
afterAll(() => smtp.close());
const portal = await startBackOffice({ env: { SMTP_URL: smtp.url } });
const { app, call, clock, createUser, db, admin } = portal;
const { outbox } = app;

// A mail given up a day ago, then two registrations whose mail the dead SMTP refuses.
const givenUp = uniqueEmail('given-up');
await db
  .transaction()
  .execute((trx) => outbox.queueMail(trx, { to: givenUp, subject: 'Old news', text: 'old' }));
clock.advance(25 * HOUR);
const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
for (const email of [first, second]) await call('POST', '/register', { body: registration(email) });
await outbox.deliverDue();
// The administrator's session did not live through the day that passed.
const adminToken = await portal.signIn(admin);
const investorToken = await portal.signIn(await createUser({ role_id: Role.Investor }));

const idOf = async (email: string) =>
  (await outboxRows(db)).find((row) => row.recipient === email)!.id;
const columns = [
  'attempts',
  'created_at',
  'id',
  'last_error',
  'next_attempt_at',
  'recipient',
  'sent_at',
  'status',
  'subject',
];

describe(`mail outbox on ${testEngine}: who may call`, () => {
  it.each([
    ['GET', '/mail-outbox'],
    ['POST', '/search-mail-outbox', { search_term: 'example' }],
    ['GET', '/mail-outbox/1'],
    ['POST', '/mail-outbox/1/retry'],
  ] as [string, string, object?][])(
    '%s %s answers 401 signed out and 403 to a non-administrator, and changes nothing',
    async (method, url, body) => {
      const before = await outboxRows(db);
      expect((await call(method, url, { body })).statusCode).toBe(401);
      expect((await call(method, url, { body, token: investorToken })).statusCode).toBe(403);
      expect(await outboxRows(db)).toEqual(before);
    },
  );
});

describe(`mail outbox on ${testEngine}: what administrators see`, () => {
  it('lists undelivered mail newest first with the mail server’s error, never a body', async () => {
    const list = await call('GET', '/mail-outbox', { token: adminToken });
    expect(list.statusCode).toBe(200);
    const rows = list.answer.data as Record<string, unknown>[];
    expect(rows.map((row) => row.recipient)).toEqual([second, first, givenUp]);
    expect(list.answer).toMatchObject({ total: 3, current_page: 1, per_page: 10 });
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(columns);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(rows[0]!.last_error).toMatch(/ECONNREFUSED/);
    expect(rows[2]).toMatchObject({ status: 'failed', subject: 'Old news' });
  });

  it('searches recipients and subjects, and shows one mail', async () => {
    const found = await call('POST', '/search-mail-outbox', {
      token: adminToken,
      body: { search_term: first.toUpperCase() },
    });
    expect(found.statusCode).toBe(200);
    expect(found.answer.message).toBe('1 mail found.');
    expect(found.answer.data[0].recipient).toBe(first);
    const bySubject = await call('POST', '/search-mail-outbox', {
      token: adminToken,
      body: { search_term: 'old NEWS' },
    });
    expect(bySubject.answer.data.map((row: { recipient: string }) => row.recipient)).toEqual([
      givenUp,
    ]);

    const one = await call('GET', `/mail-outbox/${await idOf(first)}`, { token: adminToken });
    expect(one.statusCode).toBe(200);
    expect(Object.keys(one.answer.data).sort()).toEqual(columns);
    expect((await call('GET', '/mail-outbox/999999', { token: adminToken })).statusCode).toBe(404);
  });

  it('refuses an empty search with 422', async () => {
    const refused = await call('POST', '/search-mail-outbox', {
      token: adminToken,
      body: { search_term: '' },
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe(`mail outbox on ${testEngine}: retry`, () => {
  it('delivers an undelivered mail once SMTP is back, and it leaves the list', async () => {
    const receiver = await smtp.bringBack();
    const id = await idOf(first);
    const retried = await call('POST', `/mail-outbox/${id}/retry`, { token: adminToken });
    expect(retried.statusCode).toBe(200);
    expect(retried.answer.message).toBe('Mail sent.');
    expect(retried.answer.data).toMatchObject({ id, status: 'sent', attempts: 2 });
    expect(receiver.mailsTo(first)).toHaveLength(1);
    expect(receiver.mailsTo(first)[0]!.subject).toMatch(/verification code/);

    const list = await call('GET', '/mail-outbox', { token: adminToken });
    expect(list.answer.data.map((row: { recipient: string }) => row.recipient)).not.toContain(
      first,
    );
    // A search still finds it, delivered.
    const found = await call('POST', '/search-mail-outbox', {
      token: adminToken,
      body: { search_term: first },
    });
    expect(found.answer.data[0]).toMatchObject({ status: 'sent' });
  });

  it('answers 409 for a delivered or given-up mail, 404 for an unknown one, and changes nothing', async () => {
    const before = await outboxRows(db);
    const delivered = await call('POST', `/mail-outbox/${await idOf(first)}/retry`, {
      token: adminToken,
    });
    expect(delivered.statusCode).toBe(409);
    expect(delivered.answer.message).toBe('This mail has already been delivered.');
    const old = await call('POST', `/mail-outbox/${await idOf(givenUp)}/retry`, {
      token: adminToken,
    });
    expect(old.statusCode).toBe(409);
    expect(old.answer.message).toMatch(/given up/);
    const unknown = await call('POST', '/mail-outbox/999999/retry', { token: adminToken });
    expect(unknown.statusCode).toBe(404);
    expect(await outboxRows(db)).toEqual(before);
  });
});
