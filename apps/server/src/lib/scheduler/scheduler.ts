import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { MINUTE, type Clock } from '../clock';
import { claimJob, ensureJob, releaseJob } from './queries';

/** When a job is due again, from the moment its last run finished. */
export type Schedule = { next(after: Date): Date };

/** Every `ms` milliseconds, counted from the end of the last run. */
export const every = (ms: number): Schedule => ({
  next: (after) => new Date(after.getTime() + ms),
});

/**
 * A job the portal runs on a schedule (decision record 0042). `run` must be safe to repeat: a run
 * that crashes half-way is run again whole, so whatever it makes is keyed in the database.
 */
export type ScheduledJob = {
  /** Unique and stable: the job's row in `scheduled_jobs`. */
  name: string;
  schedule: Schedule;
  /** Longest a run may take: past it another instance may take the job over. */
  maxRunMs?: number;
  run(now: Date): Promise<void>;
};

export interface Scheduler {
  /** Declares a job; features do it while they register, before the server is ready. */
  declare(job: ScheduledJob): void;
  /** Runs, one after another, every job due now that no other instance holds; answers their names. */
  runDue(): Promise<string[]>;
  /** Runs what is due now (a missed run is caught up at start), then checks every `pollMs`. */
  start(): void;
  /** Stops checking and waits for the run under way. */
  close(): Promise<void>;
}

const POLL_MS = MINUTE;
const DEFAULT_MAX_RUN_MS = 10 * MINUTE;

export function createScheduler(options: {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs?: number;
}): Scheduler {
  const { db, clock, log } = options;
  const instance = randomUUID();
  const jobs = new Map<string, ScheduledJob>();
  let running: Promise<string[]> = Promise.resolve([]);
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function runIfDue(job: ScheduledJob): Promise<boolean> {
    const now = clock.now();
    await ensureJob(db, job.name, now);
    const until = new Date(now.getTime() + (job.maxRunMs ?? DEFAULT_MAX_RUN_MS));
    if (!(await claimJob(db, job.name, instance, now, until))) return false;
    try {
      await job.run(now);
    } catch (error) {
      log.error({ err: error, job: job.name }, 'scheduled job failed; it will be tried again');
      const message = error instanceof Error ? error.message : String(error);
      await releaseJob(db, job.name, instance, clock.now(), { error: message.slice(0, 500) });
      return false;
    }
    const finished = clock.now();
    await releaseJob(db, job.name, instance, finished, { nextRunAt: job.schedule.next(finished) });
    return true;
  }

  async function runAllDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs.values()) {
      if (closed) break;
      try {
        if (await runIfDue(job)) ran.push(job.name);
      } catch (error) {
        // The database is away: the next tick asks again.
        log.error({ err: error, job: job.name }, 'scheduled job could not be claimed');
      }
    }
    return ran;
  }

  function runDue(): Promise<string[]> {
    running = running.then(runAllDue, runAllDue);
    return running;
  }

  return {
    declare(job) {
      if (jobs.has(job.name)) throw new Error(`Scheduled job ${job.name} is declared twice`);
      jobs.set(job.name, job);
    },
    runDue,
    start() {
      void runDue();
      timer ??= setInterval(() => void runDue(), options.pollMs ?? POLL_MS);
      timer.unref();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
