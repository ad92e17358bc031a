import fp from 'fastify-plugin';
import { createScheduler, type Scheduler } from '../lib/scheduler/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.scheduler.declare(job)`: how a feature runs something on a schedule (record 0042). */
    scheduler: Scheduler;
  }
}

/**
 * Scheduled jobs, run once however many instances run them (decision record 0042). Jobs declared
 * while the features register start with the server, which first catches up what is overdue.
 */
export const schedulerPlugin = fp(
  async (app) => {
    const { database, clock } = app.deps;
    const scheduler = createScheduler({ db: database.db, clock, log: app.log });
    app.decorate('scheduler', scheduler);
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.close());
  },
  { name: 'scheduler' },
);
