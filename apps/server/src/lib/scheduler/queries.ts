import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/** Makes job `name` known, due at `dueAt` when it has never run: a new job runs at once. */
export async function ensureJob(db: Kysely<Database>, name: string, dueAt: Date): Promise<void> {
  await db
    .insertInto('scheduled_jobs')
    .values({ name, next_run_at: dueAt.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/**
 * Claims job `name` for instance `by` until `until` if it is due at `now` and nobody holds it:
 * one conditional update, so of several instances asking at once exactly one gets it.
 */
export async function claimJob(
  db: Kysely<Database>,
  name: string,
  by: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('scheduled_jobs')
    .set({ locked_by: by, locked_until: until.toISOString(), last_started_at: at })
    .where('name', '=', name)
    .where('next_run_at', '<=', at)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Releases job `name` after a run by `by`: due next at `nextRunAt` after a success; after a
 * failure it stays due, so the next tick tries again, and keeps the error for operators.
 */
export async function releaseJob(
  db: Kysely<Database>,
  name: string,
  by: string,
  finishedAt: Date,
  outcome: { nextRunAt: Date } | { error: string },
): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set({
      locked_by: null,
      locked_until: null,
      last_finished_at: finishedAt.toISOString(),
      ...('error' in outcome
        ? { last_error: outcome.error }
        : { last_error: null, next_run_at: outcome.nextRunAt.toISOString() }),
    })
    .where('name', '=', name)
    .where('locked_by', '=', by)
    .execute();
}
