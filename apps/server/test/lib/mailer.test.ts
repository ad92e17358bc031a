import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '@server/lib/mailer';
import { startSmtpReceiver } from '../../../../e2e/support/smtp-receiver';

const receiver = await startSmtpReceiver();
afterAll(() => receiver.close());

const silentLog = { info: () => {} } as never;

describe('mailer', () => {
  it('delivers through SMTP to a real receiver', async () => {
    const mailer = createMailer(
      { transport: 'smtp', smtpUrl: receiver.url, from: 'Portal <no-reply@techcity.example>' },
      silentLog,
    );
    await mailer.send({ to: 'investor@example.com', subject: 'Your code', text: 'Code: 123456' });
    mailer.close();
    const mail = await receiver.waitFor('investor@example.com');
    expect(mail.subject).toBe('Your code');
    expect(mail.from).toContain('no-reply@techcity.example');
    expect(mail.text).toContain('Code: 123456');
  });

  it('writes the mail to the log with MAIL_TRANSPORT=log', async () => {
    const entries: unknown[] = [];
    const mailer = createMailer({ transport: 'log', smtpUrl: undefined, from: 'x <x@y.z>' }, {
      info: (obj: unknown) => void entries.push(obj),
    } as never);
    await mailer.send({ to: 'a@b.co', subject: 'Hi', text: 'Link: http://x/reset' });
    expect(entries).toEqual([
      { mail: { to: 'a@b.co', subject: 'Hi', text: 'Link: http://x/reset' } },
    ]);
  });
});
