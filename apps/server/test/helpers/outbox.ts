import { freePort } from '../../../../e2e/support/free-port';
import { startSmtpReceiver } from '../../../../e2e/support/smtp-receiver';
import type { Database } from '@server/db/schema';
import type { Kysely } from 'kysely';

/**
 * An SMTP address where no server listens yet, so that the portal's mail fails as with a mail
 * server that is down; `bringBack()` starts a real receiver there.
 */
export async function smtpDownForNow() {
  const port = await freePort();
  let receiver: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;
  return {
    url: `smtp://127.0.0.1:${port}`,
    async bringBack() {
      receiver = await startSmtpReceiver({ port });
      return receiver;
    },
    close: () => receiver?.close(),
  };
}

/** The outbox's rows as the database holds them, oldest first. */
export function outboxRows(db: Kysely<Database>) {
  return db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
}

/** A registration for `email` that the register call accepts. */
export const registration = (email: string) => ({
  account_type: 2,
  name: 'Baraka Otieno',
  email,
  country_code: '+254',
  phone: '712345678',
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
  accept_terms: true,
});
