import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/**
 * `log` writes each mail to the server log so that a local user can finish a sign-up without a
 * mail server; `smtp` sends through SMTP_URL.
 */
export function createMailer(
  mail: Pick<Config['mail'], 'transport' | 'smtpUrl' | 'from'>,
  log: FastifyBaseLogger,
): Mailer {
  if (mail.transport === 'log' || !mail.smtpUrl) {
    return {
      async send({ to, subject, text }) {
        log.info({ mail: { to, subject, text } }, 'mail (MAIL_TRANSPORT=log)');
      },
      close() {},
    };
  }
  // Bounded, so that a silent server fails the attempt (and it is retried) well within the
  // outbox's lease on the mail (decision record 0019).
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: mail.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
