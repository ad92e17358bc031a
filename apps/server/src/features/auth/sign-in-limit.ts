import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { SIGN_IN_LIMIT } from '@portal/shared/constants';
import type { Database, Flag } from '@server/db/schema';
import { accountLockedMail } from '@server/domain/account-mails';
import { auditTrail } from '@server/lib/audit/trail';
import { MINUTE, type Clock } from '@server/lib/clock';
import { AppError } from '@server/lib/errors';

const {
  failures: THRESHOLD,
  windowMinutes,
  firstWaitMinutes,
  maxWaitMinutes,
  forgetHours,
} = SIGN_IN_LIMIT;
const HOUR = 60 * MINUTE;
const NOT_MAILED: Flag = 0;

/** The wait after the `failures`-th failure in a row: 1, 2, 4, 8, then 15 minutes. */
export function waitMinutes(failures: number): number {
  return Math.min(firstWaitMinutes * 2 ** (failures - THRESHOLD), maxWaitMinutes);
}

/** Failure counts from the threshold to the first whose wait is the cap; past it the cap holds. */
const lockSteps = (() => {
  const steps: number[] = [THRESHOLD];
  while (waitMinutes(steps.at(-1)!) < maxWaitMinutes) steps.push(steps.at(-1)! + 1);
  return steps;
})();

/**
 * The one refusal of a locked account, for a right and a wrong password alike (no password is
 * checked), at login and at change-password; an unknown email gets it too.
 */
function signInLocked(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    429,
    'sign_in_locked',
    `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** The owner of an account, as far as the lock mail needs them. */
type Owner = { email: string; name: string };

/** An attempt the limit let through: the caller reports how the password check went. */
export type SignInAttempt = {
  failed(owner: Owner | undefined): Promise<void>;
  succeeded(): Promise<void>;
  /**
   * A right password for an account with a second factor: this attempt is not a failure, but the
   * failures before it stand until the second step succeeds (record 0065).
   */
  halfway(): Promise<void>;
};

/**
 * Counts an attempt against `email` before its password is checked, in one statement that every
 * instance on the database shares: of concurrent attempts, only those the count allows get to
 * check a password. Throws the 429 while the account waits. Record 0021.
 */
export async function claimSignInAttempt(
  request: FastifyRequest,
  email: string,
): Promise<SignInAttempt> {
  const { database, clock } = request.server.deps;
  const { db } = database;
  const nowMs = clock.now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const now = iso(nowMs);

  const claimed = await db
    .insertInto('sign_in_failures')
    .values({ email, failures: 1, window_started_at: now, last_failure_at: now })
    .onConflict((conflict) =>
      conflict
        .column('email')
        .doUpdateSet((eb) => {
          const failures = eb.ref('sign_in_failures.failures');
          // A run starts afresh once forgotten, or when its window passed before any lock.
          const stale = eb.or([
            eb('sign_in_failures.last_failure_at', '<=', iso(nowMs - forgetHours * HOUR)),
            eb.and([
              eb(failures, '<', THRESHOLD),
              eb('sign_in_failures.window_started_at', '<=', iso(nowMs - windowMinutes * MINUTE)),
            ]),
          ]);
          const next = eb
            .case()
            .when(stale)
            .then(1)
            .else(eb(failures, '+', 1))
            .end();
          let lock = eb
            .case()
            .when(stale)
            .then(sql<string | null>`null`);
          for (const step of [...lockSteps].reverse()) {
            lock = lock.when(eb(next, '>=', step)).then(iso(nowMs + waitMinutes(step) * MINUTE));
          }
          return {
            failures: next,
            window_started_at: eb
              .case()
              .when(stale)
              .then(now)
              .else(eb.ref('sign_in_failures.window_started_at'))
              .end(),
            last_failure_at: now,
            locked_until: lock.else(sql<string | null>`null`).end(),
            lock_mailed: eb
              .case()
              .when(stale)
              .then(NOT_MAILED)
              .else(eb.ref('sign_in_failures.lock_mailed'))
              .end(),
          };
        })
        .where((eb) =>
          eb.or([
            eb('sign_in_failures.locked_until', 'is', null),
            eb('sign_in_failures.locked_until', '<=', now),
          ]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();

  if (!claimed) {
    await recordLockedRefusal(request, email);
    throw signInLocked(await secondsLocked(db, email, nowMs));
  }
  return {
    async failed(owner) {
      if (claimed.failures === 1) await forgetOldFailures(db, clock);
      if (claimed.failures >= THRESHOLD) await mailOwnerOnce(request, email, owner);
    },
    succeeded: () => clearSignInFailures(db, email),
    // The claim counted it in advance: count it back. The lock it may have set goes with it;
    // any lock before it had ended, or the claim would not have been let through.
    async halfway() {
      await db
        .updateTable('sign_in_failures')
        .set((eb) => ({ failures: eb('failures', '-', 1), locked_until: null }))
        .where('email', '=', email)
        .where('failures', '>', 0)
        .execute();
    },
  };
}

/**
 * Puts the refusal on the audit trail (record 0029), naming the account whose email was typed when
 * there is one; nobody is signed in to act.
 */
async function recordLockedRefusal(request: FastifyRequest, email: string): Promise<void> {
  const { db } = request.server.deps.database;
  const account = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  await auditTrail(request).note(db, 'user.sign_in_refused_locked', account?.id ?? null);
}

/** Ends the run: a right password, or a new one set through a mailed reset link. */
export async function clearSignInFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).execute();
}

async function secondsLocked(db: Kysely<Database>, email: string, nowMs: number): Promise<number> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  const untilMs = row?.locked_until ? Date.parse(row.locked_until) : nowMs;
  return Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
}

/** True for exactly one caller per lock episode, whichever instance it runs on. */
async function firstOfLockEpisode(db: Kysely<Database>, email: string): Promise<boolean> {
  const marked = await db
    .updateTable('sign_in_failures')
    .set({ lock_mailed: 1 })
    .where('email', '=', email)
    .where('lock_mailed', '=', 0)
    .where('failures', '>=', THRESHOLD)
    .returning('email')
    .executeTakeFirst();
  return marked !== undefined;
}

/** Rows of emails nobody has tried for the forget period: keeps the table to live runs. */
async function forgetOldFailures(db: Kysely<Database>, clock: Clock): Promise<void> {
  const before = new Date(clock.now().getTime() - forgetHours * HOUR).toISOString();
  await db.deleteFrom('sign_in_failures').where('last_failure_at', '<=', before).execute();
}

/**
 * Tells the owner, once per lock episode, that their sign-in now waits. The episode's mark and the
 * mail commit together, so the mail is neither lost nor sent twice. An unknown email is marked the
 * same way, so that its answer takes the same work.
 */
async function mailOwnerOnce(
  request: FastifyRequest,
  email: string,
  owner: Owner | undefined,
): Promise<void> {
  const { database, config } = request.server.deps;
  const { outbox } = request.server;
  await database.db.transaction().execute(async (trx) => {
    if (!(await firstOfLockEpisode(trx, email)) || !owner) return;
    const forgotPassword = `${config.appUrl}/auth/forgot-password`;
    await outbox.queueMail(trx, accountLockedMail(owner.email, owner.name, forgotPassword));
  });
}
