import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/** A file sent with a mail; base64, so that a queued mail is plain JSON until it is sent. */
export type MailAttachment = { filename: string; contentType: string; base64: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};
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
      async send({ to, subject, text, attachments }) {
        const files = attachments?.map((file) => file.filename);
        log.info({ mail: { to, subject, text, files } }, 'mail (MAIL_TRANSPORT=log)');
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
    async send({ attachments, ...message }) {
      await transport.sendMail({
        from: mail.from,
        ...message,
        attachments: attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.base64, 'base64'),
        })),
      });
    },
    close() {
      transport.close();
    },
  };
}
