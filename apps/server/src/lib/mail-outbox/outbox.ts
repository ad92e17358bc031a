import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import type { Clock } from '../clock';
import type { Mail, Mailer } from '../mailer';
import { deriveKey, sealer } from '../sealing';
import { claimDueMail, insertMails, markFailed, markSent, type ClaimedMail } from './queries';
import { failureText, retryDelay } from './schedule';

/** Every mail the portal sends goes through here (decision record 0019). */
export interface MailOutbox {
  /**
   * Queues `mail` in `db`, the transaction of the change that causes it: rolled back with it,
   * never lost once committed. The request does not wait for the mail server.
   */
  queueMail(db: Kysely<Database>, mail: Mail): Promise<void>;
  /** Queues many at once, as `queueMail` does one: a month's bills. */
  queueMails(db: Kysely<Database>, mails: readonly Mail[]): Promise<void>;
  /** Delivers every mail due now, after any delivery already running; never throws. */
  deliverDue(): Promise<void>;
  /** Asks for a delivery soon: after a commit that queued mail, or an administrator's retry. */
  nudge(): void;
  /** Nudges if mail was queued since the last nudge: called once each request has answered. */
  nudgeIfQueued(): void;
  /** Polls on a timer from now on. */
  start(): void;
  /** Stops polling and waits for the delivery under way. */
  close(): Promise<void>;
}

export type OutboxOptions = {
  database: DatabaseHandle;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  appKey: string;
  /** Quoted errors are cleaned of its credentials. */
  smtpUrl: string | undefined;
  /** A mail still undelivered this long after it was queued is given up. */
  giveUpAfterMs: number;
  pollMs?: number;
};

/** Longer than the mailer's own time-outs, so that a live delivery never loses its claim. */
const LEASE_MS = 5 * 60_000;
const BATCH = 10;
const POLL_MS = 15_000;

type Body = Omit<Mail, 'to' | 'subject'>;

export function createMailOutbox(options: OutboxOptions): MailOutbox {
  const { database, mailer, clock, log, giveUpAfterMs } = options;
  const { db, engine } = database;
  const bodies = sealer(deriveKey(options.appKey, 'portal mail outbox', 'body'));
  let queuedSinceNudge = false;
  let running: Promise<void> = Promise.resolve();
  let wanted = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function deliver(mail: ClaimedMail): Promise<void> {
    try {
      if (!mail.sealed_body) throw new Error('The mail has no body to send');
      const body = JSON.parse(bodies.open(mail.sealed_body)) as Body;
      await mailer.send({ to: mail.recipient, subject: mail.subject, ...body });
    } catch (error) {
      const now = clock.now();
      const giveUp = now.getTime() >= Date.parse(mail.created_at) + giveUpAfterMs;
      const retryAt = giveUp ? undefined : new Date(now.getTime() + retryDelay(mail.attempts));
      // Never the body: it carries a verification code or a password link.
      log.warn(
        { err: error, mail: { id: mail.id, subject: mail.subject, attempts: mail.attempts } },
        giveUp ? 'mail given up' : 'mail not delivered; it will be retried',
      );
      await markFailed(db, mail, failureText(error, options.smtpUrl), retryAt);
      return;
    }
    await markSent(db, mail, clock.now());
  }

  async function deliverAllDue(): Promise<void> {
    for (;;) {
      const claimed = await claimDueMail(db, engine, clock.now(), LEASE_MS, BATCH);
      for (const mail of claimed) await deliver(mail);
      if (claimed.length < BATCH || closed) return;
    }
  }

  /** One delivery run at a time per instance; a request during a run gets one more run after. */
  function deliverDue(): Promise<void> {
    wanted = true;
    running = running.then(async () => {
      if (!wanted) return;
      wanted = false;
      try {
        await deliverAllDue();
      } catch (error) {
        // A database that is down now is tried again at the next nudge or poll.
        log.error({ err: error }, 'mail outbox: delivery run failed');
      }
    });
    return running;
  }

  async function queueMails(trx: Kysely<Database>, mails: readonly Mail[]): Promise<void> {
    const sealed = mails.map(({ to, subject, ...body }) => ({
      recipient: to,
      subject,
      sealed_body: bodies.seal(JSON.stringify(body)),
    }));
    await insertMails(trx, sealed, clock.now());
    if (mails.length > 0) queuedSinceNudge = true;
  }

  function nudge(): void {
    if (!closed) void deliverDue();
  }

  return {
    queueMail: (trx, mail) => queueMails(trx, [mail]),
    queueMails,
    deliverDue,
    nudge,
    nudgeIfQueued() {
      if (!queuedSinceNudge) return;
      queuedSinceNudge = false;
      nudge();
    },
    start() {
      timer ??= setInterval(nudge, options.pollMs ?? POLL_MS);
      timer.unref();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
