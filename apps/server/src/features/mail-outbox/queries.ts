import type { Kysely } from 'kysely';
import type { OutboxMail } from '@portal/shared/mail-outbox';
import type { Database } from '@server/db/schema';
import { notFound } from '@server/lib/errors';
import { containsText } from '@server/lib/text-search';

// What administrators see of a mail; the body never leaves the worker.
const shown = [
  'id',
  'recipient',
  'subject',
  'status',
  'attempts',
  'last_error',
  'next_attempt_at',
  'created_at',
  'sent_at',
] as const;

/**
 * The list's ids, newest first: undelivered mail (given up, or pending after a failed attempt),
 * or, with a search term, every mail kept whose recipient or subject contains it.
 */
export function outboxIds(db: Kysely<Database>, term?: string) {
  const query = db
    .selectFrom('mail_outbox')
    .select('mail_outbox.id')
    .orderBy('mail_outbox.id', 'desc');
  if (term)
    return query.where(containsText(['mail_outbox.recipient', 'mail_outbox.subject'], term));
  return query.where((eb) =>
    eb.or([
      eb('status', '=', 'failed'),
      eb.and([eb('status', '=', 'pending'), eb('last_error', 'is not', null)]),
    ]),
  );
}

export function outboxRows(db: Kysely<Database>, ids: number[]): Promise<OutboxMail[]> {
  return db
    .selectFrom('mail_outbox')
    .select(shown)
    .where('id', 'in', ids)
    .orderBy('id', 'desc')
    .execute();
}

/** The mail, or a 404 for the client. */
export async function findOutboxMail(db: Kysely<Database>, id: number): Promise<OutboxMail> {
  const mail = await db
    .selectFrom('mail_outbox')
    .select(shown)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!mail) throw notFound('Mail not found.');
  return mail;
}
