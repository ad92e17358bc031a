import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/connection';
import { testEngine } from '@server-test/helpers/database';
import { startPortal, uniqueEmail } from '@server-test/helpers/portal';

const portal = await startPortal();
// A second instance of the portal on the same database, as behind a load balancer.
const otherDatabase = openDatabase(portal.config.databaseUrl);
const other = await buildApp({
  config: portal.config,
  database: otherDatabase,
  clock: portal.clock,
  version: 'test',
});
await other.ready();
afterAll(async () => {
  await other.close();
  await otherDatabase.close();
});

describe(`two instances on one ${testEngine} database`, () => {
  it('deliver each of many queued mails exactly once', async () => {
    const addresses = Array.from({ length: 60 }, () => uniqueEmail('twice'));
    await portal.db.transaction().execute(async (trx) => {
      for (const to of addresses) {
        await portal.app.outbox.queueMail(trx, { to, subject: 'Once', text: `for ${to}` });
      }
    });

    const instances = [portal.app.outbox, other.outbox];
    await Promise.all([...instances, ...instances].map((outbox) => outbox.deliverDue()));

    const received = portal.smtp.inbox.filter((mail) => mail.subject === 'Once');
    expect(received.map((mail) => mail.to[0]).sort()).toEqual([...addresses].sort());
    const rows = await portal.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('subject', '=', 'Once')
      .execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
