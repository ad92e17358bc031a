import { describe, expect, it } from 'vitest';
import { SCORE_CRITERIA } from '@portal/shared/application-scorecards';
import type { AuditEvent } from '@portal/shared/audit';
import { Role } from '@portal/shared/constants';
import { insertApplication, insertPremiumPaid } from '@server-test/helpers/applications';
import { testEngine } from '@server-test/helpers/database';
import { decisionCast } from '@server-test/helpers/decisions';
import { newParcel } from '@server-test/helpers/parcel-fixtures';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, db, adminToken } = portal;
const cast = await decisionCast(portal);

/** The trail of one record as an auditor reads it, oldest first. */
async function trailOf(recordType: string, recordId: number): Promise<AuditEvent[]> {
  const answer = await call(
    'GET',
    `/audit-events?record_type=${recordType}&record_id=${recordId}&per_page=100`,
    { token: adminToken },
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.answer.data as AuditEvent[]).reverse();
}

describe(`the land journey's audit trail on ${testEngine}`, () => {
  it('records a scorecard saved, the approval, the system making the applicant an Investor on the decider’s behalf, and the letter', async () => {
    const id = await insertApplication(db, cast.applicant.id, {
      stage: 'under_evaluation',
      committee_id: cast.committee,
    });
    const scores = Object.fromEntries(SCORE_CRITERIA.map(({ key, max }) => [key, max]));
    const scored = await call('POST', `/applications/${id}/scores`, {
      token: cast.member.token,
      body: { scores, comment: null },
    });
    expect(scored.statusCode, scored.body).toBe(200);
    const approved = await call('POST', `/applications/${id}/approve`, { token: cast.chair.token });
    expect(approved.statusCode, approved.body).toBe(200);

    const trail = await trailOf('application', id);
    const reference = approved.answer.data.reference as string;
    expect(trail.map((event) => [event.action, event.actor?.name, event.record_name])).toEqual([
      ['application.scorecard_saved', 'Mo Member', reference],
      ['application.stage_changed', 'Cora Chair', reference],
      ['application.letter_issued', 'Cora Chair', reference],
    ]);
    expect(trail[0]!.changes).toEqual({ scorecard_total: { before: null, after: 100 } });
    expect(trail[2]!.changes).toEqual({
      letter: { before: null, after: 'Letter of Notification' },
    });

    const [investor] = await trailOf('user', cast.applicant.id);
    expect(investor).toMatchObject({
      action: 'user.updated',
      actor: { id: cast.chair.id, name: 'Cora Chair', by_system: true },
      record_name: 'Ivy Applicant',
      changes: {
        role_id: { before: Role.RegisteredUser, after: Role.Investor },
        role: { before: 'Registered User', after: 'Investor' },
      },
    });
  });

  it('records the letter of intent signed by the applicant', async () => {
    const id = await insertApplication(db, cast.applicant.id, { stage: 'approved' });
    const body = { signatory_name: 'Neema Achieng', signatory_title: 'Managing Director' };
    const signed = await call('POST', `/applications/${id}/accept-intent`, {
      token: cast.applicant.token,
      body,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await trailOf('application', id)).map((event) => event.action)).toEqual([
      'application.intent_signed',
      'application.letter_issued',
    ]);
    const [intent] = await trailOf('application', id);
    expect(intent!.changes).toEqual({
      signatory_name: { before: null, after: 'Neema Achieng' },
      signatory_title: { before: null, after: 'Managing Director' },
    });
  });

  it('tells a registered lease as the parcel going from Reserved to Allocated, named by its number', async () => {
    const number = `TC-A${process.pid % 10}-0001`;
    const parcel = await call('POST', '/parcels', {
      token: adminToken,
      body: { ...newParcel(number), status: 'Reserved' },
    });
    const parcelId = parcel.answer.data.id as number;
    const id = await insertPremiumPaid(db, cast.applicant.id, parcelId);
    const registered = await call('POST', `/applications/${id}/register-lease`, {
      token: cast.officer.token,
      body: { lease_number: 'LR-2026-0077', start_date: '2026-02-01' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const trail = await trailOf('parcel', parcelId);
    expect(trail.at(-1)).toMatchObject({
      action: 'parcel.updated',
      actor: { name: 'Lee Land', by_system: false },
      record_name: number,
      changes: { status: { before: 'Reserved', after: 'Allocated' } },
    });
    expect(JSON.stringify(trail)).not.toContain('"after":"Available"');
    const [allocation] = await db
      .selectFrom('audit_events')
      .select('changes')
      .where('action', '=', 'allocation.created')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(JSON.parse(allocation!.changes)).toMatchObject({
      parcel: { before: null, after: number },
      user: { before: null, after: 'Ivy Applicant' },
    });
  });
});
