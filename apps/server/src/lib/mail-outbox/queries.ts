import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Engine } from '@server/db/connection';
import type { Database } from '@server/db/schema';

/** A mail claimed for one delivery. */
export type ClaimedMail = {
  id: number;
  recipient: string;
  subject: string;
  sealed_body: string | null;
  attempts: number;
  created_at: string;
  claim: string;
};

/**
 * Claims up to `limit` due mails for `leaseMs`, counting the attempt, in one statement on both
 * engines: SQLite runs one writer at a time, and on PostgreSQL the inner select skips rows
 * another instance has locked while the outer WHERE checks the claim again, so each mail goes to
 * one worker. A worker that dies leaves its lease to run out; another takes the mail then.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  engine: Engine,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedMail[]> {
  const at = now.toISOString();
  const claim = randomUUID();
  const rows = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      claim,
      claimed_until: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', at)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked()),
    )
    .where('status', '=', 'pending')
    .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', at)]))
    .returning(['id', 'recipient', 'subject', 'sealed_body', 'attempts', 'created_at'])
    .execute();
  return rows.map((row) => ({ ...row, claim }));
}

/** Delivered: the body, which carries a code or a link, goes at once. */
export async function markSent(db: Kysely<Database>, mail: ClaimedMail, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: now.toISOString(),
      sealed_body: null,
      claim: null,
      claimed_until: null,
    })
    .where('id', '=', mail.id)
    .where('claim', '=', mail.claim)
    .execute();
}

/** Failed once: tried again at `retryAt`, or given up (its body erased) when that is undefined. */
export async function markFailed(
  db: Kysely<Database>,
  mail: ClaimedMail,
  error: string,
  retryAt: Date | undefined,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(
      retryAt
        ? { last_error: error, next_attempt_at: retryAt.toISOString() }
        : { last_error: error, status: 'failed', sealed_body: null },
    )
    .set({ claim: null, claimed_until: null })
    .where('id', '=', mail.id)
    .where('claim', '=', mail.claim)
    .execute();
}

/** Queues mails, sealed, due now, in the caller's transaction: a few hundred a statement. */
export async function insertMails(
  trx: Kysely<Database>,
  mails: readonly { recipient: string; subject: string; sealed_body: string }[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  for (let start = 0; start < mails.length; start += 200) {
    await trx
      .insertInto('mail_outbox')
      .values(
        mails
          .slice(start, start + 200)
          .map((mail) => ({ ...mail, next_attempt_at: at, created_at: at })),
      )
      .execute();
  }
}

/**
 * Makes a pending mail due now; answers false when it is no longer pending (delivered or given up
 * since it was loaded).
 */
export async function retryNow(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const changed = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}
