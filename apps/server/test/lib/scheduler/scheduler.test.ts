import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createScheduler, every, type ScheduledJob } from '@server/lib/scheduler/scheduler';
import { HOUR, MINUTE, manualClock } from '@server-test/helpers/clock';
import { createTestDatabase, testEngine } from '@server-test/helpers/database';

const database = await createTestDatabase();
const { db } = database.handle;
afterAll(() => database.destroy());

const clock = manualClock();
// A server without a logger logs nothing: the failures below are expected.
const silent = Fastify().log;
const scheduler = () => createScheduler({ db, clock, log: silent });

const row = (name: string) =>
  db.selectFrom('scheduled_jobs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

describe(`scheduler on ${testEngine}`, () => {
  it('tries a failed run again at the next check, keeping its error until a run succeeds', async () => {
    let attempts = 0;
    const one = scheduler();
    one.declare({
      name: 'flaky',
      schedule: every(HOUR),
      async run() {
        attempts += 1;
        if (attempts === 1) throw new Error('the ledger was locked');
      },
    });
    expect(await one.runDue()).toEqual([]);
    expect(await row('flaky')).toMatchObject({
      last_error: 'the ledger was locked',
      locked_by: null,
    });

    clock.advance(MINUTE);
    expect(await one.runDue()).toEqual(['flaky']);
    const after = await row('flaky');
    expect(after.last_error).toBeNull();
    expect(after.next_run_at).toBe(new Date(clock.now().getTime() + HOUR).toISOString());
    // Not due again before its hour is up.
    clock.advance(HOUR - MINUTE);
    expect(await one.runDue()).toEqual([]);
    expect(attempts).toBe(2);
  });

  it('leaves a job held by an instance that stopped mid-run until its time is up, then takes it over', async () => {
    let runs = 0;
    const job: ScheduledJob = {
      name: 'held',
      schedule: every(HOUR),
      maxRunMs: 10 * MINUTE,
      async run() {
        runs += 1;
      },
    };
    // The first instance claims the job and never finishes: its run hangs as a crash would.
    const crashed = scheduler();
    crashed.declare({ ...job, run: () => new Promise(() => {}) });
    void crashed.runDue();
    await expect.poll(async () => (await row('held')).locked_by).not.toBeNull();

    const survivor = scheduler();
    survivor.declare(job);
    clock.advance(10 * MINUTE - 1);
    expect(await survivor.runDue()).toEqual([]);
    clock.advance(1);
    expect(await survivor.runDue()).toEqual(['held']);
    expect(runs).toBe(1);
  });

  it('refuses a job declared twice', () => {
    const one = scheduler();
    const job = { name: 'twice', schedule: every(HOUR), run: async () => {} };
    one.declare(job);
    expect(() => one.declare(job)).toThrow('Scheduled job twice is declared twice');
  });
});
