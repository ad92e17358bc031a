import { describe, expect, it } from 'vitest';
import { CommitteeRole } from '@portal/shared/constants';
import { insertApplication, roleWith, seat } from '@server-test/helpers/applications';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';
import { createCommittee } from '@server-test/helpers/user-fixtures';

const portal = await startBackOffice();
const { call, createUser, signIn, db } = portal;

const parcel = async (number: string, status: 'Available' | 'Reserved') => {
  const { id } = await db
    .insertInto('parcels')
    .values({
      number,
      acre: '2.50',
      min_floors: 1,
      max_floors: 4,
      land_use: 'Commercial',
      zone: 'Science and Technology Park',
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

describe(`application options on ${testEngine}`, () => {
  it('lists available parcels to any account, and committees only to whoever assigns', async () => {
    const free = await parcel('OPT-0001', 'Available');
    await parcel('OPT-0002', 'Reserved');
    const allocated = await parcel('OPT-0003', 'Available');
    await db
      .insertInto('parcel_allocations')
      .values({
        parcel_id: allocated,
        user_id: null,
        allocated_to: 'Someone Ltd',
        allocated_at: '2026-01-01',
        lease_term_years: 21,
      })
      .execute();
    const committee = await createCommittee(db, 'Options committee');
    const member = await createUser({ name: 'Mo Member' });
    await seat(db, committee, member.id, CommitteeRole.Member);

    const applicant = await signIn(await createUser({ name: 'Ivy Investor' }));
    const mine = await call('GET', '/applications/options', { token: applicant });
    expect(mine.statusCode, mine.body).toBe(200);
    const numbers = mine.answer.data.parcels.map((p: { number: string }) => p.number);
    expect(numbers).toContain('OPT-0001');
    expect(numbers).not.toContain('OPT-0002');
    expect(numbers).not.toContain('OPT-0003');
    expect(mine.answer.data.parcels).toContainEqual({
      id: free,
      number: 'OPT-0001',
      acre: '2.50',
      land_use: 'Commercial',
      zone: 'Science and Technology Park',
    });
    expect(mine.answer.data.committees).toEqual([]);

    const assigner = await signIn(
      await createUser({
        name: 'Asa Assigner',
        role_id: await roleWith(db, 'Assigners', ['applications.assign']),
      }),
    );
    const theirs = await call('GET', '/applications/options', { token: assigner });
    expect(theirs.answer.data.committees).toContainEqual({
      id: committee,
      name: 'Options committee',
      members: 1,
      member_ids: [member.id],
    });
    expect((await call('GET', '/applications/options')).statusCode).toBe(401);
  });

  it("says on each row whether the caller has scored it, for a member's To evaluate list", async () => {
    const committee = await createCommittee(db, 'Scoring committee');
    const member = await createUser({ name: 'Sue Scorer' });
    await seat(db, committee, member.id, CommitteeRole.Member);
    const applicant = await createUser({ name: 'Ann Applicant' });
    const scored = await insertApplication(db, applicant.id, { committee_id: committee });
    const unscored = await insertApplication(db, applicant.id, { committee_id: committee });
    await db
      .insertInto('application_scorecards')
      .values({
        application_id: scored,
        member_id: member.id,
        committee_id: committee,
        scores: '{}',
        total: 50,
      })
      .execute();
    const list = await call('GET', '/applications?to_evaluate=true', {
      token: await signIn(member),
    });
    const flags = Object.fromEntries(
      list.answer.data.map((row: { id: number; scored_by_viewer: boolean }) => [
        row.id,
        row.scored_by_viewer,
      ]),
    );
    expect(flags).toEqual({ [scored]: true, [unscored]: false });
  });
});
