import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '@server/db/errors';
import { issueInvoice } from '@server/features/applications/invoices/ledger';
import { scheduledJobTrail } from '@server/lib/audit/trail';
import { insertApplication } from '@server-test/helpers/applications';
import { auditEvents } from '@server-test/helpers/audit';
import { HOUR, MINUTE } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { anotherInstance, onEachInstance, startBackOffice } from '@server-test/helpers/portal';

// Starts 2026-11-21T09:00Z.
const portal = await startBackOffice();
const { app, db, clock, createUser } = portal;

const ivy = await createUser({ name: 'Ivy Investor' });
const RENT = 1_250_000_00;

async function lease(start: string) {
  return insertApplication(db, ivy.id, {
    stage: 'lease_registered',
    lease_number: `LR-${start}`,
    lease_start_date: start,
    term_years: 21,
    annual_ground_rent: RENT,
    offer_currency: 'KES',
  });
}

const groundRents = (applicationId: number) =>
  db
    .selectFrom('invoices')
    .select(['lease_year', 'amount', 'currency', 'description', 'status', 'due_date'])
    .where('application_id', '=', applicationId)
    .where('purpose', '=', 'ground_rent')
    .orderBy('lease_year')
    .execute();

describe(`ground rent on ${testEngine}`, () => {
  it('is invoiced on the start date as Nairobi counts it, not a minute before', async () => {
    const id = await lease('2026-12-01');
    await app.scheduler.runDue();
    expect(await groundRents(id)).toEqual([]);

    // 2026-11-30 23:59 in Nairobi (UTC+3): still the day before.
    clock.advance(Date.parse('2026-11-30T20:59:00Z') - clock.now().getTime());
    await app.scheduler.runDue();
    expect(await groundRents(id)).toEqual([]);

    clock.advance(HOUR);
    expect(await app.scheduler.runDue()).toContain('ground-rent');
    expect(await groundRents(id)).toEqual([
      {
        lease_year: 1,
        amount: RENT,
        currency: 'KES',
        description: expect.stringContaining(
          'Ground rent, lease year 1 (2026-12-01 to 2027-11-30)',
        ),
        status: 'open',
        due_date: '2026-12-30',
      },
    ]);
    const mail = await db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('subject', 'like', '%Ground rent%')
      .execute();
    expect(mail).toHaveLength(1);
  });

  it('catches up missed anniversaries in one run, and issues none twice', async () => {
    const id = await lease('2026-11-25');
    clock.advance(Date.parse('2029-11-25T06:00:00Z') - clock.now().getTime());
    await app.scheduler.runDue();
    expect((await groundRents(id)).map((invoice) => invoice.lease_year)).toEqual([1, 2, 3, 4]);

    clock.advance(2 * HOUR);
    expect(await app.scheduler.runDue()).toContain('ground-rent');
    expect(await groundRents(id)).toHaveLength(4);
  });

  it("puts each ground rent on the audit trail as the scheduled job's, on nobody's behalf", async () => {
    const id = await lease(clock.now().toISOString().slice(0, 10));
    clock.advance(HOUR);
    await app.scheduler.runDue();
    const [invoice] = await db
      .selectFrom('invoices')
      .select(['id', 'number'])
      .where('application_id', '=', id)
      .execute();
    // Signed in now: the clock has run past the sign-in the portal started with.
    const token = await portal.signIn(portal.admin);
    const trail = await auditEvents(portal, token, {
      record_type: 'invoice',
      record_id: invoice!.id,
    });
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'invoice.issued',
        actor: { id: null, name: 'ground-rent', by_system: true },
        ip: null,
        record_name: invoice!.number,
        changes: expect.objectContaining({
          number: { before: null, after: invoice!.number },
          amount: { before: null, after: RENT },
        }),
      }),
    ]);
  });

  it('refuses a second invoice of one lease year in the database itself', async () => {
    const id = await lease('2026-11-24');
    clock.advance(HOUR);
    await app.scheduler.runDue();
    const application = await db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const again = db.transaction().execute((trx) =>
      issueInvoice(
        app,
        scheduledJobTrail(clock, 'ground-rent'),
        trx,
        application,
        'ground_rent',
        { amount: RENT, currency: 'KES' },
        {
          year: 1,
          from: '2026-11-24',
          to: '2027-11-23',
        },
      ),
    );
    await expect(again).rejects.toSatisfy(isUniqueViolation);
    expect(await groundRents(id)).toHaveLength(4);
  });

  it('runs once when two instances run it at the same moment: one invoice per lease year', async () => {
    const other = await anotherInstance(portal);
    const id = await lease(clock.now().toISOString().slice(0, 10));
    clock.advance(HOUR);
    const runs = await onEachInstance([app, other, other, app], (instance) =>
      instance.scheduler.runDue(),
    );
    // Other jobs (the payments') may run too; this one runs once.
    expect(runs.flat().filter((name) => name === 'ground-rent')).toEqual(['ground-rent']);
    expect((await groundRents(id)).map((invoice) => invoice.lease_year)).toEqual([1]);
  });

  it('catches up at start what was missed while no instance ran', async () => {
    const id = await lease('2035-03-01');
    clock.advance(Date.parse('2035-03-01T09:00:00Z') - clock.now().getTime());
    // Only the new instance runs; its start runs what is due before any tick.
    const restarted = await anotherInstance(portal);
    expect(await restarted.scheduler.runDue()).not.toContain('ground-rent');
    expect((await groundRents(id)).map((invoice) => invoice.lease_year)).toEqual([1]);
    const job = await db
      .selectFrom('scheduled_jobs')
      .selectAll()
      .where('name', '=', 'ground-rent')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      last_started_at: '2035-03-01T09:00:00.000Z',
      next_run_at: new Date(Date.parse('2035-03-01T09:00:00Z') + 60 * MINUTE).toISOString(),
      locked_by: null,
      last_error: null,
    });
  });
});
