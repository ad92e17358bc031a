import { afterAll, describe, expect, it } from 'vitest';
import { claimDueMail } from '@server/lib/mail-outbox/queries';
import { memoryLog } from '@server-test/helpers/app';
import { HOUR, MINUTE } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { startPortal, uniqueEmail } from '@server-test/helpers/portal';
import { outboxRows, registration, smtpDownForNow } from '@server-test/helpers/outbox';

const smtp = await smtpDownForNow();
afterAll(() => smtp.close());
const log = memoryLog();
const portal = await startPortal({ env: { SMTP_URL: smtp.url }, logStream: log });
const { app, db, clock, call } = portal;
const { outbox } = app;

const mailTo = async (email: string) => {
  const rows = await outboxRows(db);
  return rows.filter((row) => row.recipient === email);
};
const codeOf = async (email: string, on = db) =>
  (
    await on
      .selectFrom('users')
      .select('verification_code')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).verification_code!;

describe(`the mail outbox on ${testEngine}`, () => {
  it('keeps a registration mail through an SMTP outage and delivers it once SMTP is back', async () => {
    const email = uniqueEmail('outage');
    const answer = await call('POST', '/register', { body: registration(email) });
    expect(answer.statusCode).toBe(201);
    await outbox.deliverDue();

    const [pending] = await mailTo(email);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(pending!.last_error).toMatch(/ECONNREFUSED/);
    expect(Date.parse(pending!.next_attempt_at) - clock.now().getTime()).toBe(30_000);
    // The code is in the database only sealed, never in clear text.
    const code = await codeOf(email);
    expect(pending!.sealed_body).toMatch(/^v1\./);
    expect(JSON.stringify(pending)).not.toContain(code);
    // ... nor in the log of the failed attempt.
    expect(log.lines.join('\n')).not.toContain(code);

    const receiver = await smtp.bringBack();
    await outbox.deliverDue();
    expect(receiver.mailsTo(email)).toHaveLength(0); // not due yet
    clock.advance(30_000);
    await outbox.deliverDue();

    const [mail] = receiver.mailsTo(email);
    expect(mail?.text).toContain(`Your verification code is ${code}.`);
    const [sent] = await mailTo(email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, sealed_body: null });
    expect(sent!.sent_at).toBe(clock.now().toISOString());
    await receiver.close();
  });

  it('waits longer after each failure, up to an hour, and gives up after a day', async () => {
    const email = uniqueEmail('give-up');
    await call('POST', '/register', { body: registration(email) });
    await outbox.deliverDue();
    const start = Date.parse((await mailTo(email))[0]!.created_at);

    const waits: number[] = [];
    for (;;) {
      const [row] = await mailTo(email);
      if (row!.status !== 'pending') break;
      const next = Date.parse(row!.next_attempt_at);
      waits.push(next - clock.now().getTime());
      clock.advance(next - clock.now().getTime());
      await outbox.deliverDue();
    }
    expect(waits.slice(0, 9)).toEqual([0.5, 1, 2, 4, 8, 16, 32, 60, 60].map((m) => m * MINUTE));
    const [row] = await mailTo(email);
    expect(row).toMatchObject({ status: 'failed', sealed_body: null, sent_at: null });
    expect(row!.last_error).toMatch(/ECONNREFUSED/);
    const gaveUpAfter = clock.now().getTime() - start;
    expect(gaveUpAfter).toBeGreaterThanOrEqual(24 * HOUR);
    expect(gaveUpAfter).toBeLessThan(25 * HOUR);
    // The first attempt, then one after each wait.
    expect(row!.attempts).toBe(waits.length + 1);
  });

  it('queues no mail when the change that caused it rolls back', async () => {
    const email = uniqueEmail('rolled-back');
    await expect(
      db.transaction().execute(async (trx) => {
        await outbox.queueMail(trx, { to: email, subject: 'Never', text: 'never sent' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await mailTo(email)).toEqual([]);
  });

  it('takes back a mail whose worker died holding it, once its lease has run out', async () => {
    const receiver = await smtp.bringBack();
    const email = uniqueEmail('orphan');
    await db
      .transaction()
      .execute((trx) => outbox.queueMail(trx, { to: email, subject: 'Orphan', text: 'body' }));
    // Another instance claims it, then dies before sending.
    const claimed = await claimDueMail(db, portal.database.engine, clock.now(), 5 * MINUTE, 100);
    expect(claimed.map((mail) => mail.recipient)).toContain(email);
    await outbox.deliverDue();
    expect(receiver.mailsTo(email)).toHaveLength(0);

    clock.advance(5 * MINUTE);
    await outbox.deliverDue();
    expect(receiver.mailsTo(email)).toHaveLength(1);
    await receiver.close();
  });

  it('writes password reset mail to the outbox in the reset link’s own transaction', async () => {
    const user = await portal.createUser();
    const before = await db.selectFrom('mail_outbox').select('id').execute();
    const answer = await call('POST', '/reset-password', { body: { email: user.email } });
    expect(answer.statusCode).toBe(200);
    const rows = await mailTo(user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toMatch(/Reset your/);
    expect((await db.selectFrom('mail_outbox').select('id').execute()).length).toBe(
      before.length + 1,
    );
  });
});

const local = memoryLog();
const logging = await startPortal({
  env: { MAIL_TRANSPORT: 'log', LOG_LEVEL: 'info' },
  logStream: local,
});

describe(`MAIL_TRANSPORT=log on ${testEngine}`, () => {
  const { app, db, call } = logging;

  it('writes the mail, code included, to the server log and marks it sent', async () => {
    const email = uniqueEmail('log');
    expect((await call('POST', '/register', { body: registration(email) })).statusCode).toBe(201);
    await app.outbox.deliverDue();
    const code = await codeOf(email, db);
    const line = local.lines.find((text) => text.includes('MAIL_TRANSPORT=log'));
    expect(line).toContain(`Your verification code is ${code}.`);
    const [row] = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', email)
      .execute();
    expect(row).toMatchObject({ status: 'sent', sealed_body: null });
  });
});
