import { describe, expect, it } from 'vitest';
import { applicationMessages } from '@portal/shared/application-messages';
import type { Application } from '@portal/shared/application-detail';
import { CommitteeRole } from '@portal/shared/constants';
import { PARCEL_API } from '@portal/shared/parcel-api';
import { parcelMessages } from '@portal/shared/parcels';
import {
  insertApplication,
  journeyState,
  putInStage,
  seat,
} from '@server-test/helpers/applications';
import { testEngine } from '@server-test/helpers/database';
import { decisionCast, insertScorecard } from '@server-test/helpers/decisions';
import { newParcel } from '@server-test/helpers/parcel-fixtures';
import { startBackOffice } from '@server-test/helpers/portal';
import { createCommittee } from '@server-test/helpers/user-fixtures';

const portal = await startBackOffice();
const { call, db, adminToken, clock } = portal;
const cast = await decisionCast(portal);

let parcelSerial = 0;
async function createParcel() {
  const number = `TC-R${process.pid % 1000}-${String(++parcelSerial).padStart(4, '0')}`;
  const created = await call('POST', '/parcels', { token: adminToken, body: newParcel(number) });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data as { id: number; number: string } & Record<string, unknown>;
}

const offerBody = (parcel_id: number) => ({
  parcel_id,
  stand_premium: 12_500_000_00,
  term_years: 60,
  annual_ground_rent: 350_000_00,
});

/** An application offered a new parcel through the offer step (dated the clock's today). */
async function offered() {
  const id = await insertApplication(db, cast.applicant.id, {
    stage: 'intent_accepted',
    signatory_name: 'Amina Wanjiru',
    signatory_title: 'Managing Director',
  });
  const parcel = await createParcel();
  const answer = await call('POST', `/applications/${id}/offer`, {
    token: cast.officer.token,
    body: offerBody(parcel.id),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const { reference } = answer.answer.data as Application;
  return { id, reference, parcel };
}

const post = (id: number, step: string, token: string, body: object = {}) =>
  call('POST', `/applications/${id}/${step}`, { token, body });

async function expectRefused(
  id: number,
  step: string,
  token: string,
  body: object,
  status: number,
) {
  const before = await journeyState(db);
  const response = await post(id, step, token, body);
  expect(response.statusCode, response.body).toBe(status);
  expect(await journeyState(db)).toEqual(before);
  return response.answer;
}

const actionsOf = async (id: number, token: string) =>
  ((await call('GET', `/applications/${id}`, { token })).answer.data as Application).actions;

const today = () => clock.now().toISOString().slice(0, 10);
const dayBefore = () => new Date(clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);

describe(`dates of the lease and handover on ${testEngine}`, () => {
  it('refuses a lease starting before the offer and a handover before the lease: 422 on the field', async () => {
    const { id } = await offered();
    await putInStage(db, id, 'premium_paid', clock.now().toISOString());
    const early = await expectRefused(
      id,
      'register-lease',
      cast.officer.token,
      { lease_number: 'LR-1', start_date: dayBefore() },
      422,
    );
    expect(early.errors).toEqual({
      start_date: [applicationMessages.leaseBeforeOffer(today())],
    });
    const lease = await post(id, 'register-lease', cast.officer.token, {
      lease_number: 'LR-1',
      start_date: today(),
    });
    expect(lease.statusCode, lease.body).toBe(200);

    const handover = await expectRefused(
      id,
      'hand-over',
      cast.officer.token,
      { handover_date: dayBefore(), note: '' },
      422,
    );
    expect(handover.errors).toEqual({
      handover_date: [applicationMessages.handoverBeforeLease(today())],
    });
    const done = await post(id, 'hand-over', cast.officer.token, { handover_date: today() });
    expect(done.statusCode, done.body).toBe(200);
  });
});

describe(`the parcel register and live offers on ${testEngine}`, () => {
  it('refuses to edit an offered parcel back to Available, to allocate it by hand, to offer it again or to delete it: 409 naming the application', async () => {
    const { reference, parcel } = await offered();
    const held = parcelMessages.reservedFor(reference);

    let before = await journeyState(db);
    const edited = await call('PUT', `/parcels/${parcel.id}`, {
      token: adminToken,
      body: { ...newParcel(parcel.number), id: parcel.id, status: 'Available' },
    });
    expect(edited.statusCode, edited.body).toBe(409);
    expect(edited.answer.message).toBe(held);
    expect(await journeyState(db)).toEqual(before);
    // Another change that keeps it Reserved is still the register's to make.
    const zoned = await call('PUT', `/parcels/${parcel.id}`, {
      token: adminToken,
      body: { ...newParcel(parcel.number), id: parcel.id, status: 'Reserved', max_floors: 9 },
    });
    expect(zoned.statusCode, zoned.body).toBe(200);

    before = await journeyState(db);
    const allocated = await call('POST', '/parcel-allocations', {
      token: adminToken,
      body: {
        parcel_id: parcel.id,
        allocated_to: 'Someone Else Ltd',
        allocated_at: '2026-11-21',
        lease_term_years: 21,
        allottee_email: '',
      },
    });
    expect(allocated.statusCode, allocated.body).toBe(409);
    expect(allocated.answer.message).toBe(held);
    expect(await journeyState(db)).toEqual(before);

    const other = await insertApplication(db, cast.applicant.id, { stage: 'intent_accepted' });
    const again = await expectRefused(
      other,
      'offer',
      cast.officer.token,
      offerBody(parcel.id),
      409,
    );
    expect(again.message).toBe(held);

    before = await journeyState(db);
    const deleted = await call('DELETE', `/parcels/${parcel.id}`, { token: adminToken });
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(deleted.answer.message).toBe(held);
    expect(await journeyState(db)).toEqual(before);
  });

  it("shows the parcel API's callers an offer's reservation and a withdrawal's release at once", async () => {
    const key = await call('POST', '/apis', {
      token: adminToken,
      body: { name: 'Register mirror', expiry_date: '2099-12-31' },
    });
    expect(key.statusCode, key.body).toBe(201);
    const { id, parcel } = await offered();
    // The API keeps the register for a second: each answer below comes from its kept copy.
    const statusInApi = async () => {
      const url = `${PARCEL_API.parcels}?apiKey=${key.answer.data.key}&number=${parcel.number}`;
      const answer = (await portal.app.inject({ method: 'GET', url })).json();
      return answer.parcels.map((found: { status: string }) => found.status);
    };
    expect(await statusInApi()).toEqual(['Reserved']);
    await post(id, 'withdraw', cast.applicant.token, { reason: 'Changed plans.' });
    expect(await statusInApi()).toEqual(['Available']);
  });

  it('a withdrawal releases only a reservation the application still holds', async () => {
    const first = await offered();
    // Another live offer holds the parcel now (as an edit before these rules could leave it).
    await insertApplication(db, cast.applicant.id, {
      stage: 'offer_issued',
      offer_parcel_id: first.parcel.id,
    });
    const withdrawn = await post(first.id, 'withdraw', cast.applicant.token, {
      reason: 'Changed plans.',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const parcel = await db
      .selectFrom('parcels')
      .select('status')
      .where('id', '=', first.parcel.id)
      .executeTakeFirstOrThrow();
    expect(parcel.status).toBe('Reserved');

    // One the application still holds is released, on the audit trail.
    const second = await offered();
    await post(second.id, 'withdraw', cast.applicant.token, { reason: 'Changed plans.' });
    const released = await db
      .selectFrom('parcels')
      .select('status')
      .where('id', '=', second.parcel.id)
      .executeTakeFirstOrThrow();
    expect(released.status).toBe('Available');
    const events = await db
      .selectFrom('audit_events')
      .select(['action', 'actor_id'])
      .where('record_type', '=', 'parcel')
      .where('record_id', '=', second.parcel.id)
      .orderBy('id')
      .execute();
    expect(events.at(-1)).toEqual({ action: 'parcel.updated', actor_id: cast.applicant.id });
  });
});

describe(`a fair committee on ${testEngine}`, () => {
  it('a member cannot score or decide their own application (403), and is not offered to', async () => {
    const committee = await createCommittee(db, `Own committee ${process.pid}`);
    await seat(db, committee, cast.applicant.id, CommitteeRole.Chairperson);
    await seat(db, committee, cast.member.id, CommitteeRole.Member);
    const id = await insertApplication(db, cast.applicant.id, { committee_id: committee });
    await insertScorecard(db, id, cast.member.id);

    const scores = {
      master_plan_fit: 20,
      financial_capacity: 20,
      experience: 15,
      economic_impact: 10,
      timeline: 10,
    };
    const card = await expectRefused(id, 'scores', cast.applicant.token, { scores }, 403);
    expect(card.message).toBe(applicationMessages.ownApplication);
    const approval = await expectRefused(id, 'approve', cast.applicant.token, {}, 403);
    expect(approval.message).toBe(applicationMessages.ownApplication);
    await expectRefused(id, 'reject', cast.applicant.token, { reason: 'No.' }, 403);
    expect(await actionsOf(id, cast.applicant.token)).toEqual(['withdraw']);
  });

  it('warns, on assignment, that the applicant sits on the committee', async () => {
    const committee = await createCommittee(db, `Mixed committee ${process.pid}`);
    await seat(db, committee, cast.applicant.id, CommitteeRole.Member);
    await seat(db, committee, cast.member.id, CommitteeRole.Member);
    const id = await insertApplication(db, cast.applicant.id, { committee_id: null });
    const assigner = await call('POST', '/roles', {
      token: adminToken,
      body: { name: `Assigner ${process.pid}`, permissions: ['applications.assign'] },
    });
    const clerk = await portal.createUser({ role_id: assigner.answer.data.id as number });
    const assigned = await post(id, 'assign', await portal.signIn(clerk), {
      committee_id: committee,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.answer.message).toContain(
      applicationMessages.applicantOnCommittee('Ivy Applicant', `Mixed committee ${process.pid}`),
    );
  });

  it("a previous committee's scorecards do not count after a reassignment", async () => {
    const id = await insertApplication(db, cast.applicant.id, { committee_id: cast.committee });
    await insertScorecard(db, id, cast.member.id);
    const other = await createCommittee(db, `Second committee ${process.pid}`);
    const newcomer = await portal.createUser({ name: 'Nia Newcomer' });
    await seat(db, other, newcomer.id, CommitteeRole.Member);
    const reassigned = await post(id, 'assign', adminToken, { committee_id: other });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect((reassigned.answer.data as Application).scores.cards).toEqual([]);
    expect((reassigned.answer.data as Application).actions).not.toContain('approve');
    const refused = await expectRefused(id, 'approve', cast.decider.token, {}, 409);
    expect(refused.message).toBe(applicationMessages.noScores);
    const work = await call('GET', '/applications/work', { token: await portal.signIn(newcomer) });
    expect(work.answer.data.to_score).toBe(1);
  });
});

describe(`only steps that can succeed are offered on ${testEngine}`, () => {
  it('approval is offered once a committee is assigned and has scored, and refused before', async () => {
    const id = await insertApplication(db, cast.applicant.id, { committee_id: null });
    expect(await actionsOf(id, cast.decider.token)).toEqual(['request_correction', 'reject']);
    const refused = await expectRefused(id, 'approve', cast.decider.token, {}, 409);
    expect(refused.message).toBe(applicationMessages.noCommittee);
    await db
      .updateTable('applications')
      .set({ committee_id: cast.committee })
      .where('id', '=', id)
      .execute();
    expect(await actionsOf(id, cast.decider.token)).not.toContain('approve');
    await insertScorecard(db, id, cast.member.id);
    expect(await actionsOf(id, cast.decider.token)).toContain('approve');
  });

  it('an unpaid application offers staff no step, and refuses each with 409 naming the stage', async () => {
    const submitted = await insertApplication(db, cast.applicant.id, {
      stage: 'submitted',
      committee_id: cast.committee,
    });
    await insertScorecard(db, submitted, cast.member.id);
    for (const person of [cast.decider, cast.chair, cast.member, cast.officer]) {
      expect(await actionsOf(submitted, person.token)).toEqual([]);
    }
    expect(await actionsOf(submitted, adminToken)).toEqual([]);
    const wrong = applicationMessages.wrongStage('submitted');
    for (const [step, body] of [
      ['assign', { committee_id: cast.committee }],
      ['approve', {}],
      ['reject', { reason: 'No.' }],
      ['request-correction', { note: 'Fix.' }],
    ] as const) {
      expect((await expectRefused(submitted, step, adminToken, body, 409)).message).toBe(wrong);
    }

    const { id: unpaidOffer } = await offered();
    expect(await actionsOf(unpaidOffer, cast.officer.token)).toEqual([]);
    const lease = await expectRefused(
      unpaidOffer,
      'register-lease',
      cast.officer.token,
      { lease_number: 'LR-9', start_date: today() },
      409,
    );
    expect(lease.message).toBe(applicationMessages.wrongStage('offer_issued'));
  });
});
