import { describe, expect, it } from 'vitest';
import { roleWith, signedIn } from '@server-test/helpers/applications';
import { auditEvents, storedEventCount } from '@server-test/helpers/audit';
import { testEngine } from '@server-test/helpers/database';
import type { Answer } from '@server-test/helpers/portal';
import {
  approvedVendor,
  partnershipRecords,
  waitingIds,
  workplanFor,
} from '@server-test/helpers/partnerships';
import {
  assignedVendorApplication,
  completeSolution,
  fullScores,
  openCall,
  vendorBackOffice,
  vendorCast,
} from '@server-test/helpers/vendors';

const portal = await vendorBackOffice();
const { call, db, clock, cast, adminToken: admin } = portal;
const callId = await openCall(db, clock.now());
const manager = await signedIn(
  portal,
  'Mona Manager',
  await roleWith(db, `Partnership manager ${process.pid}`, ['vendors.manage']),
);

// The manual clock reads 2026-11-21 09:00 UTC, noon in Nairobi: the year runs to 2027-11-20.
const QUARTERS = ['2026-Q4', '2027-Q1', '2027-Q2', '2027-Q3'];

const opened = await approvedVendor(portal, cast, callId, { shareBps: 1250 });
const { partnershipId } = opened;

const show = (token: string, id = partnershipId) =>
  call('GET', `/vendor-partnerships/${id}`, { token });

/** A vendor of its own with an approved solution, and a draft workplan of its partnership. */
async function vendorWithDraft() {
  const own = await vendorCast(portal);
  const { partnershipId: id } = await approvedVendor(portal, own, callId);
  const created = await call('POST', `/vendor-partnerships/${id}/workplans`, {
    token: own.vendor.token,
    body: workplanFor(QUARTERS),
  });
  expect(created.statusCode, created.body).toBe(201);
  const wid = created.answer.data.workplans[0].id as number;
  return { own, id, wid };
}

describe(`the vendor partnership on ${testEngine}`, () => {
  it('opens with the first approved solution: a year from the day of the decision, at its share', async () => {
    const read = await show(cast.vendor.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.answer.data).toMatchObject({
      id: partnershipId,
      vendor_id: cast.vendor.id,
      vendor: 'Nimbus Cloud Africa Ltd',
      application_id: opened.id,
      status: 'active',
      starts_on: '2026-11-21',
      year: 1,
      year_starts_on: '2026-11-21',
      ends_on: '2027-11-20',
      share_bps: 1250,
      currency: 'KES',
      quarters: QUARTERS,
      workplans: [],
      workplan_in_force: null,
      actions: ['file_returns', 'answer_findings', 'move_actions', 'write_workplan'],
    });
    expect(read.answer.data.solutions).toEqual([
      expect.objectContaining({ id: opened.solutionIds[0], review_status: 'approved' }),
    ]);
    const [event] = await auditEvents(portal, admin, { action: 'vendor_partnership.opened' });
    expect(event).toMatchObject({
      record_id: partnershipId,
      actor: { id: cast.chair.id, by_system: true },
    });
  });

  it('opens none for a decision that approves nothing, and no second one for a vendor that has one', async () => {
    const refused = await vendorCast(portal);
    const draft = await assignedVendorApplication(portal, refused, callId);
    await call('POST', `/vendor-applications/${draft.id}/scores`, {
      token: refused.member.token,
      body: { scores: fullScores(), comment: null },
    });
    const decided = await call('POST', `/vendor-applications/${draft.id}/decide`, {
      token: refused.chair.token,
      body: {
        decisions: [{ solution_id: draft.solutionIds[0], status: 'not_approved' }],
        share_bps: null,
      },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const secondCall = await openCall(db, clock.now());
    const again = await approvedVendor(portal, cast, secondCall, {
      shareBps: 500,
      solutions: [completeSolution({ name: 'Second Offer' })],
    });
    expect(again.partnershipId).toBe(partnershipId);
    const partnerships = await db
      .selectFrom('vendor_partnerships')
      .select(['vendor_id', 'share_bps'])
      .where('vendor_id', 'in', [refused.vendor.id, cast.vendor.id])
      .execute();
    expect(partnerships).toEqual([{ vendor_id: cast.vendor.id, share_bps: 1250 }]);
    // Signing in says who has one, for the sidebar and the dashboard to lead to it.
    const holds = async (person: { email: string; password: string }) =>
      (await call('POST', '/login', { body: person })).answer.data.user.holds_vendor_partnership;
    expect(await holds(cast.vendor)).toBe(true);
    expect(await holds(refused.vendor)).toBe(false);
    // The second approval's solution is offered through the partnership there is.
    const names = (await show(cast.vendor.token)).answer.data.solutions.map(
      (solution: { name: string }) => solution.name,
    );
    expect(names).toContain('Second Offer');
  });

  it('is seen by its vendor, its committee and staff; to anyone else it does not exist', async () => {
    for (const token of [cast.member.token, cast.viewer.token, manager.token])
      expect((await show(token)).statusCode).toBe(200);
    const hidden = await show(cast.stranger.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.answer.message).toBe('Partnership not found.');
    expect((await show(cast.vendor.token, 999_999)).statusCode).toBe(404);

    const list = (token: string, query = '') =>
      call('GET', `/vendor-partnerships${query}`, { token });
    const own = (await list(cast.vendor.token)).answer;
    expect(own.data.map((row: { id: number }) => row.id)).toEqual([partnershipId]);
    expect((await list(cast.stranger.token)).answer.data).toEqual([]);
    const all = (await list(cast.viewer.token, '?status=active&per_page=100')).answer;
    expect(all.data.map((row: { id: number }) => row.id)).toContain(partnershipId);
    expect((await list(cast.viewer.token, '?status=not_renewed')).answer.data).toEqual([]);
    const wrong = await list(cast.viewer.token, '?status=paused');
    expect(wrong.statusCode).toBe(422);
    expect((await list(cast.viewer.token, '?waiting=everything')).statusCode).toBe(422);
    // Found by part of the organisation's name or of the opening application's reference.
    const found = async (term: string) =>
      (
        await list(cast.viewer.token, `?search_term=${encodeURIComponent(term)}&per_page=100`)
      ).answer.data.map((row: { id: number }) => row.id);
    expect(await found('nimbus cloud')).toContain(partnershipId);
    const { reference } = await db
      .selectFrom('applications')
      .select('reference')
      .where('id', '=', opened.id)
      .executeTakeFirstOrThrow();
    expect(await found(reference!.slice(-6))).toEqual([partnershipId]);
    expect(await found('No such vendor')).toEqual([]);
    // A vendor's search stays within what it may see.
    expect((await list(cast.stranger.token, '?search_term=nimbus')).answer.data).toEqual([]);
  });
});

describe(`the annual workplan on ${testEngine}`, () => {
  it('is written by the vendor, approved by staff, then locked and in force', async () => {
    const { own, id, wid } = await vendorWithDraft();
    const draft = (await show(own.vendor.token, id)).answer.data;
    expect(draft.workplans[0]).toMatchObject({
      year: 1,
      version: 1,
      status: 'draft',
      targets: QUARTERS.map((quarter) => ({ quarter, customers: 2, revenue: 500_000_00 })),
    });
    expect(draft.actions).toEqual([
      'file_returns',
      'answer_findings',
      'move_actions',
      'edit_workplan',
      'submit_workplan',
    ]);

    const changed = await call('PUT', `/vendor-partnerships/${id}/workplans/${wid}`, {
      token: own.vendor.token,
      body: workplanFor([...QUARTERS].reverse(), 3),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Sent in any order, the targets are kept in the year's.
    expect(
      changed.answer.data.workplans[0].targets.map((t: { quarter: string }) => t.quarter),
    ).toEqual(QUARTERS);

    const submitted = await call('POST', `/vendor-partnerships/${id}/workplans/${wid}/submit`, {
      token: own.vendor.token,
    });
    expect(submitted.answer.data.workplans[0]).toMatchObject({ status: 'submitted' });
    expect(await waitingIds(portal, manager.token, 'workplan_approval')).toContain(id);
    expect((await show(manager.token, id)).answer.data.actions).toEqual([
      'close_findings',
      'move_actions',
      'verify_actions',
      'record_audit',
      'approve_workplan',
      'return_workplan',
    ]);
    const approved = await call('POST', `/vendor-partnerships/${id}/workplans/${wid}/approve`, {
      token: manager.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.answer.message).toBe('Workplan approved: it is now in force.');
    expect(approved.answer.data).toMatchObject({ workplan_in_force: wid });
    expect(await waitingIds(portal, manager.token, 'workplan_approval')).not.toContain(id);
    expect(approved.answer.data.workplans[0]).toMatchObject({
      status: 'approved',
      approved_by: 'Mona Manager',
    });

    const before = await partnershipRecords(db, id);
    const locked = await call('PUT', `/vendor-partnerships/${id}/workplans/${wid}`, {
      token: own.vendor.token,
      body: workplanFor(QUARTERS, 1),
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.answer.message).toBe('Only a draft or a returned workplan can be changed.');
    expect(await partnershipRecords(db, id)).toEqual(before);
  });

  it('is revised as a new version, which supersedes the approved one only once approved', async () => {
    const { own, id, wid } = await vendorWithDraft();
    await call('POST', `/vendor-partnerships/${id}/workplans/${wid}/submit`, {
      token: own.vendor.token,
    });
    await call('POST', `/vendor-partnerships/${id}/workplans/${wid}/approve`, {
      token: manager.token,
    });
    const revision = await call('POST', `/vendor-partnerships/${id}/workplans`, {
      token: own.vendor.token,
      body: workplanFor(QUARTERS, 5),
    });
    expect(revision.statusCode, revision.body).toBe(201);
    const [second, first] = revision.answer.data.workplans;
    expect(second).toMatchObject({ version: 2, status: 'draft' });
    expect(first).toMatchObject({ id: wid, status: 'approved' });
    expect(revision.answer.data.workplan_in_force).toBe(wid);

    const twice = await call('POST', `/vendor-partnerships/${id}/workplans`, {
      token: own.vendor.token,
      body: workplanFor(QUARTERS, 6),
    });
    expect(twice.statusCode).toBe(409);

    await call('POST', `/vendor-partnerships/${id}/workplans/${second.id}/submit`, {
      token: own.vendor.token,
    });
    clock.advance(60_000);
    const approved = await call(
      'POST',
      `/vendor-partnerships/${id}/workplans/${second.id}/approve`,
      { token: manager.token },
    );
    expect(approved.answer.data.workplan_in_force).toBe(second.id);
    expect(approved.answer.data.workplans.map((plan: { status: string }) => plan.status)).toEqual([
      'approved',
      'superseded',
    ]);
    const [kept] = await db
      .selectFrom('vendor_workplans')
      .select(['approved_at', 'superseded_at'])
      .where('id', '=', wid)
      .execute();
    // The first stays on record for the time it governed.
    expect(kept!.superseded_at).toBe(approved.answer.data.workplans[0].approved_at);
    expect(kept!.approved_at! < kept!.superseded_at!).toBe(true);
  });

  it('is returned with a note, changed and submitted again', async () => {
    const { own, id, wid } = await vendorWithDraft();
    await call('POST', `/vendor-partnerships/${id}/workplans/${wid}/submit`, {
      token: own.vendor.token,
    });
    const blank = await call('POST', `/vendor-partnerships/${id}/workplans/${wid}/return`, {
      token: manager.token,
      body: { note: '  ' },
    });
    expect(blank.statusCode).toBe(422);
    const returned = await call('POST', `/vendor-partnerships/${id}/workplans/${wid}/return`, {
      token: manager.token,
      body: { note: 'Name the prospects for the second quarter.' },
    });
    expect(returned.answer.data.workplans[0]).toMatchObject({
      status: 'returned',
      return_note: 'Name the prospects for the second quarter.',
    });
    // Returned, it is the vendor's again: staff keep only what is theirs whatever the plan.
    expect(returned.answer.data.actions).toEqual([
      'close_findings',
      'move_actions',
      'verify_actions',
      'record_audit',
    ]);
    const [event] = await auditEvents(portal, admin, {
      action: 'vendor_partnership.workplan_returned',
      record_id: id,
    });
    expect(event!.changes).toMatchObject({
      note: { after: 'Name the prospects for the second quarter.' },
    });
    await call('PUT', `/vendor-partnerships/${id}/workplans/${wid}`, {
      token: own.vendor.token,
      body: workplanFor(QUARTERS, 4),
    });
    const again = await call('POST', `/vendor-partnerships/${id}/workplans/${wid}/submit`, {
      token: own.vendor.token,
    });
    expect(again.answer.data.workplans[0]).toMatchObject({
      status: 'submitted',
      return_note: null,
      targets: expect.arrayContaining([expect.objectContaining({ customers: 4 })]),
    });
  });

  it('refuses a plan that misses a quarter of the year or plans outside it, and changes nothing', async () => {
    const { own, id, wid } = await vendorWithDraft();
    const before = await partnershipRecords(db, id);
    const plan = workplanFor(QUARTERS);
    const short = await call('PUT', `/vendor-partnerships/${id}/workplans/${wid}`, {
      token: own.vendor.token,
      body: { ...plan, targets: plan.targets.slice(1) },
    });
    expect(short.statusCode).toBe(422);
    expect(short.answer.errors.targets).toEqual([
      'Give a target for each quarter of the partnership year, once: 2026-Q4, 2027-Q1, 2027-Q2, 2027-Q3.',
    ]);
    const outside = await call('PUT', `/vendor-partnerships/${id}/workplans/${wid}`, {
      token: own.vendor.token,
      body: { ...plan, activities: [{ title: 'Too late', quarter: '2027-Q4' }] },
    });
    expect(outside.answer.errors['activities.0.quarter']).toEqual([
      "Choose one of the year's quarters: 2026-Q4, 2027-Q1, 2027-Q2, 2027-Q3.",
    ]);
    const malformed = await call('PUT', `/vendor-partnerships/${id}/workplans/${wid}`, {
      token: own.vendor.token,
      body: { ...plan, targets: [{ quarter: '2026-4', customers: -1, revenue: 1.5 }] },
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.answer.errors)).toEqual(
      expect.arrayContaining(['targets.0.quarter', 'targets.0.customers', 'targets.0.revenue']),
    );
    expect(await partnershipRecords(db, id)).toEqual(before);
  });

  it('is written only by the vendor and approved only by vendors.manage, never by its own author', async () => {
    const { own, id, wid } = await vendorWithDraft();
    const events = await storedEventCount(portal);
    const before = await partnershipRecords(db, id);
    const byStaff = await call('PUT', `/vendor-partnerships/${id}/workplans/${wid}`, {
      token: manager.token,
      body: workplanFor(QUARTERS),
    });
    expect(byStaff.statusCode).toBe(403);
    const byStranger = await call('POST', `/vendor-partnerships/${id}/workplans/${wid}/submit`, {
      token: own.stranger.token,
    });
    expect(byStranger.statusCode).toBe(404);
    await call('POST', `/vendor-partnerships/${id}/workplans/${wid}/submit`, {
      token: own.vendor.token,
    });
    const afterSubmit = await partnershipRecords(db, id);
    const selfApproved = await call('POST', `/vendor-partnerships/${id}/workplans/${wid}/approve`, {
      token: own.vendor.token,
    });
    expect(selfApproved.statusCode).toBe(403);
    const byViewer = await call('POST', `/vendor-partnerships/${id}/workplans/${wid}/approve`, {
      token: own.viewer.token,
    });
    expect(byViewer.statusCode).toBe(403);
    // A plan of another partnership is not found through this one.
    const elsewhere = await call(
      'POST',
      `/vendor-partnerships/${partnershipId}/workplans/${wid}/approve`,
      { token: manager.token },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(await partnershipRecords(db, id)).toEqual(afterSubmit);
    expect(afterSubmit.workplans[0]!.status).toBe('submitted');
    expect(before.workplans[0]!.status).toBe('draft');
    expect(await storedEventCount(portal)).toBe(events);
  });

  it('is approved once when two members of staff approve it at the same moment', async () => {
    const { own, id, wid } = await vendorWithDraft();
    await call('POST', `/vendor-partnerships/${id}/workplans/${wid}/submit`, {
      token: own.vendor.token,
    });
    const other = await signedIn(
      portal,
      'Otto Other',
      await roleWith(db, `Second manager ${process.pid}`, ['vendors.manage']),
    );
    const answers = await Promise.all(
      [manager, other].map((person) =>
        call('POST', `/vendor-partnerships/${id}/workplans/${wid}/approve`, {
          token: person.token,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = await auditEvents(portal, admin, {
      action: 'vendor_partnership.workplan_approved',
      record_id: id,
    });
    expect(events).toHaveLength(1);
  });
});

describe(`the list of partnerships on ${testEngine}`, () => {
  it('puts those that need attention first, says why, and lists them alone on request', async () => {
    const quiet = await vendorCast(portal);
    const { partnershipId: quietId } = await approvedVendor(portal, quiet, callId);
    const troubled = await vendorCast(portal);
    const { partnershipId: troubledId } = await approvedVendor(portal, troubled, callId);
    // The newest comes first while nothing needs attention.
    const list = async (query = '') =>
      (await call('GET', `/vendor-partnerships?per_page=100${query}`, { token: manager.token }))
        .answer;
    const ids = (answer: Answer) => (answer.data as { id: number }[]).map((row) => row.id);
    expect(ids(await list()).slice(0, 2)).toEqual([troubledId, quietId]);

    const recorded = await call('POST', `/vendor-partnerships/${quietId}/audits`, {
      token: manager.token,
      body: {
        audited_on: '2026-11-21',
        auditor: 'Secure Audit Partners LLP',
        scope: (await show(quiet.vendor.token, quietId)).answer.data.solutions.map(
          (solution: { id: number }) => solution.id,
        ),
        result: 'failed',
        findings: [{ title: 'No encryption of backups', severity: 'critical' }],
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const all = await list();
    expect(ids(all)[0]).toBe(quietId);
    expect(all.data[0]).toMatchObject({
      needs_attention: true,
      open_critical_findings: 1,
      overdue_returns: 0,
      audit_overdue: false,
      actions_past_due: 0,
      standing: null,
    });
    expect(all.data.find((row: { id: number }) => row.id === troubledId)).toMatchObject({
      needs_attention: false,
    });
    const flagged = await list('&attention=true');
    expect(ids(flagged)).toEqual([quietId]);
    expect(flagged.total).toBe(1);
    // Paging keeps the filter.
    expect(flagged.links.find((link: { label: string }) => link.label === '1').url).toContain(
      'attention=true',
    );
  });
});
