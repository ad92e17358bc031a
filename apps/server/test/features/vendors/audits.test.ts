import { describe, expect, it } from 'vitest';
import { roleWith, signedIn } from '@server-test/helpers/applications';
import { auditEvents } from '@server-test/helpers/audit';
import { testEngine } from '@server-test/helpers/database';
import { outboxRows } from '@server-test/helpers/outbox';
import { approvedVendor, waitingIds } from '@server-test/helpers/partnerships';
import { uniqueIp } from '@server-test/helpers/portal';
import { openCall, vendorBackOffice } from '@server-test/helpers/vendors';

// The manual clock starts at 2026-11-21 12:00 in Nairobi, the partnership's first day: its first
// audit is due a year on, on 2027-11-21.
const portal = await vendorBackOffice();
const { call, db, clock, app, cast } = portal;
const callId = await openCall(db, clock.now());
const managerRole = await roleWith(db, `Audit manager ${process.pid}`, ['vendors.manage']);
const manager = await signedIn(portal, 'Mona Manager', managerRole);
const { partnershipId, solutionIds } = await approvedVendor(portal, cast, callId);
const [solutionId] = solutionIds;
const code = (
  await db
    .selectFrom('vendor_solutions')
    .select('code')
    .where('id', '=', solutionId!)
    .executeTakeFirstOrThrow()
).code!;

type Person = { email: string; password: string };
const tokenOf = (person: Person) => portal.signIn(person);

/** Moves the clock to `instant` and runs what the scheduler has due then. */
async function at(instant: string) {
  clock.advance(Date.parse(instant) - clock.now().getTime());
  return app.scheduler.runDue();
}

/** What anyone reading the register sees of the solution: its status and its last change. */
async function register() {
  const read = await app.inject({
    method: 'GET',
    url: `/api/public/cloud-solutions/${code}`,
    remoteAddress: uniqueIp(),
  });
  const { status, history } = read.json().data;
  return { status, last: history.at(-1) };
}

const partnership = async (token: string) =>
  (await call('GET', `/vendor-partnerships/${partnershipId}`, { token })).answer.data;

const anAudit = {
  audited_on: '2026-11-21',
  auditor: 'Secure Audit Partners LLP',
  scope: [solutionId],
  result: 'passed_with_findings',
  findings: [
    { title: 'Backups are not encrypted at rest', severity: 'critical' },
    { title: 'Password policy allows 8 characters', severity: 'low' },
  ],
};

describe(`data-security audits on ${testEngine}`, () => {
  it('are recorded by vendors.manage with findings due by their severity; bad ones change nothing', async () => {
    const record = (token: string, body: object) =>
      call('POST', `/vendor-partnerships/${partnershipId}/audits`, { token, body });
    expect((await record(cast.vendor.token, anAudit)).statusCode).toBe(403);
    const refused = [
      await record(manager.token, { ...anAudit, audited_on: '2026-11-22' }),
      await record(manager.token, { ...anAudit, audited_on: '2026-11-20' }),
      await record(manager.token, { ...anAudit, scope: [999_999] }),
      await record(manager.token, { ...anAudit, result: 'passed' }),
      await record(manager.token, { ...anAudit, findings: [] }),
      await record(manager.token, { ...anAudit, findings: [{ title: 'x', severity: 'urgent' }] }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([422, 422, 422, 422, 422, 422]);
    expect(refused.map((answer) => Object.keys(answer.answer.errors))).toEqual([
      ['audited_on'],
      ['audited_on'],
      ['scope'],
      ['findings'],
      ['findings'],
      ['findings.0.severity'],
    ]);
    expect(await db.selectFrom('vendor_audits').selectAll().execute()).toEqual([]);

    const recorded = await record(manager.token, anAudit);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.answer.data).toMatchObject({
      audited_on: '2026-11-21',
      result: 'passed_with_findings',
      recorded_by: 'Mona Manager',
      scope: [{ id: solutionId }],
    });
    const read = await partnership(cast.vendor.token);
    expect(read).toMatchObject({
      audit_due_on: '2027-11-21',
      audit_overdue: false,
      register_hold: null,
    });
    expect(
      read.findings.map((finding: { severity: string; deadline_on: string; status: string }) => [
        finding.severity,
        finding.deadline_on,
        finding.status,
      ]),
    ).toEqual([
      ['critical', '2026-12-21', 'open'],
      ['low', '2027-11-21', 'open'],
    ]);
    const mailed = (await outboxRows(db)).filter((mail) => mail.recipient === cast.vendor.email);
    expect(mailed.at(-1)!.subject).toContain(
      'Data-security audit of 2026-11-21: Passed with findings',
    );
  });

  it('puts the solutions under review once a critical finding passes its deadline, and back once it is closed', async () => {
    const [critical] = (await partnership(cast.vendor.token)).findings as { id: number }[];
    const answered = await call('POST', `/vendor-audit-findings/${critical!.id}/respond`, {
      token: cast.vendor.token,
      body: { response: 'Backups now use AES-256; the key is in the HSM.' },
    });
    expect(answered.answer.data).toMatchObject({ status: 'responded', overdue: false });
    // Answered, it waits for staff, who find it in the list's queue.
    expect(await waitingIds(portal, manager.token, 'answered_findings')).toContain(partnershipId);
    expect(
      (
        await call('POST', `/vendor-audit-findings/${critical!.id}/respond`, {
          token: manager.token,
          body: { response: 'Not mine to answer.' },
        })
      ).statusCode,
    ).toBe(403);

    // The deadline day itself is still within it.
    await at('2026-12-21T12:00:00.000Z');
    expect((await register()).status).toBe('approved');
    // The day after, the hourly job holds the solution.
    await at('2026-12-21T21:00:00.000Z');
    expect(await register()).toEqual({
      status: 'review_required',
      last: expect.objectContaining({ from_status: 'approved', to_status: 'review_required' }),
    });
    const vendor = await tokenOf(cast.vendor);
    expect((await partnership(vendor)).register_hold).toBe(
      'A critical audit finding passed its remediation deadline (2026-12-21) unresolved.',
    );
    const held = (await outboxRows(db)).filter((mail) =>
      mail.subject.includes('solutions under review in the register'),
    );
    expect(held.map((mail) => mail.recipient)).toEqual(
      expect.arrayContaining([cast.vendor.email, manager.email]),
    );
    const admin = await tokenOf(portal.admin);
    const [event] = await auditEvents(portal, admin, {
      action: 'vendor_partnership.register_held',
      record_id: partnershipId,
    });
    expect(event!.actor).toEqual({ id: null, name: 'vendor-register-holds', by_system: true });
    // Running it again moves nothing.
    await at('2026-12-21T22:00:00.000Z');
    expect(
      await auditEvents(portal, await tokenOf(portal.admin), {
        action: 'vendor_partnership.register_held',
      }),
    ).toHaveLength(1);

    const staff = await tokenOf(manager);
    const closed = await call('POST', `/vendor-audit-findings/${critical!.id}/close`, {
      token: staff,
      body: { note: 'Checked the backup configuration.' },
    });
    expect(closed.answer.data).toMatchObject({ status: 'closed', overdue: false });
    expect(await register()).toEqual({
      status: 'approved',
      last: expect.objectContaining({ from_status: 'review_required', to_status: 'approved' }),
    });

    const blank = await call('POST', `/vendor-audit-findings/${critical!.id}/reopen`, {
      token: staff,
      body: { note: '' },
    });
    expect(blank.statusCode).toBe(422);
    expect((await register()).status).toBe('approved');
    const reopened = await call('POST', `/vendor-audit-findings/${critical!.id}/reopen`, {
      token: staff,
      body: { note: 'The offsite copy is still in clear.' },
    });
    expect(reopened.answer.data).toMatchObject({ status: 'open', overdue: true });
    expect((await register()).status).toBe('review_required');
    const twice = await call('POST', `/vendor-audit-findings/${critical!.id}/reopen`, {
      token: staff,
      body: { note: 'Again.' },
    });
    expect(twice.statusCode).toBe(409);
    await call('POST', `/vendor-audit-findings/${critical!.id}/close`, { token: staff, body: {} });
    expect((await register()).status).toBe('approved');
  });

  it('puts the solutions under review once the yearly audit is overdue, and back with the next audit', async () => {
    await at('2027-11-20T21:00:00.000Z');
    expect((await register()).status).toBe('approved');
    await at('2027-11-21T21:00:00.000Z');
    expect((await register()).status).toBe('review_required');
    const vendor = await tokenOf(cast.vendor);
    expect(await partnership(vendor)).toMatchObject({
      audit_due_on: '2027-11-21',
      audit_overdue: true,
      register_hold: 'Its yearly data-security audit was due on 2027-11-21.',
    });
    const staff = await tokenOf(manager);
    const recorded = await call('POST', `/vendor-partnerships/${partnershipId}/audits`, {
      token: staff,
      body: { ...anAudit, audited_on: '2027-11-22', result: 'passed', findings: [] },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect((await register()).status).toBe('approved');
    expect(await partnership(vendor)).toMatchObject({
      audit_due_on: '2028-11-22',
      audit_overdue: false,
      register_hold: null,
    });
    // A low finding past its deadline holds nothing.
    const low = (await partnership(vendor)).findings.find(
      (finding: { severity: string }) => finding.severity === 'low',
    );
    expect(low).toMatchObject({ status: 'open', overdue: true });
  });
});
