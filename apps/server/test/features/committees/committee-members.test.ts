import { committeeFlagOf } from '@server-test/helpers/user-fixtures';
import { describe, expect, it } from 'vitest';
import { CommitteeRole, Role } from '@portal/shared/constants';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, createUser, db, adminToken } = portal;
const investorToken = await portal.signIn(await createUser({ role_id: Role.Investor }));

const created = await call('POST', '/committees', {
  token: adminToken,
  body: { name: 'Land Board', alias: null },
});
const board: { id: number } = created.answer.data;
const other = (await call('POST', '/committees', { token: adminToken, body: { name: 'Audit' } }))
  .answer.data as { id: number };

const members = (id = board.id) => `/committees/${id}/members`;

/** What a refused call must leave as it was. */
const snapshot = async () => ({
  members: await db.selectFrom('committee_members').selectAll().orderBy('id').execute(),
  users: await db
    .selectFrom('users')
    .select(['id', 'member_of_a_committee', 'updated_at'])
    .orderBy('id')
    .execute(),
  events: await db.selectFrom('audit_events').select('id').execute(),
});

const lastEvent = () =>
  db.selectFrom('audit_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe(`committee members on ${testEngine}`, () => {
  it('adds a member by email with a committee role, audited as a change of the user', async () => {
    const amina = await createUser({ name: 'Amina Otieno' });
    const added = await call('POST', members(), {
      token: adminToken,
      body: { email: amina.email.toUpperCase(), role: CommitteeRole.Secretary },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.answer.message).toBe('Member added successfully.');
    expect(added.answer.data.members).toEqual([
      expect.objectContaining({ user_id: amina.id, name: 'Amina Otieno', role: 'Secretary' }),
    ]);
    expect(await committeeFlagOf(db, amina.id)).toBe(1);
    const event = await lastEvent();
    expect(event).toMatchObject({
      action: 'user.updated',
      record_type: 'user',
      record_id: amina.id,
    });
    expect(JSON.parse(String(event.changes))).toMatchObject({
      committees: {
        before: [],
        after: [{ committee_id: board.id, committee_role_id: CommitteeRole.Secretary }],
      },
      member_of_a_committee: { before: 0, after: 1 },
    });
  });

  it('removes a member; leaving their last committee, they are no longer marked a member', async () => {
    const baraka = await createUser({ name: 'Baraka Mwangi' });
    for (const id of [board.id, other.id]) {
      const seated = await call('POST', members(id), {
        token: adminToken,
        body: { email: baraka.email, role: CommitteeRole.Member },
      });
      expect(seated.statusCode, seated.body).toBe(200);
    }
    const first = await call('DELETE', `${members()}/${baraka.id}`, { token: adminToken });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.answer.message).toBe('Member removed successfully.');
    expect(first.answer.data.members.map((m: { user_id: number }) => m.user_id)).not.toContain(
      baraka.id,
    );
    expect(await committeeFlagOf(db, baraka.id)).toBe(1);
    const last = await call('DELETE', `${members(other.id)}/${baraka.id}`, { token: adminToken });
    expect(last.statusCode, last.body).toBe(200);
    expect(await committeeFlagOf(db, baraka.id)).toBe(0);
    const event = await lastEvent();
    expect(event).toMatchObject({ action: 'user.updated', record_id: baraka.id });
    expect(JSON.parse(String(event.changes))).toMatchObject({
      member_of_a_committee: { before: 1, after: 0 },
    });
  });

  it('refuses anyone without committees.manage with 403, changing nothing', async () => {
    const chidi = await createUser();
    const before = await snapshot();
    const add = await call('POST', members(), {
      token: investorToken,
      body: { email: chidi.email, role: CommitteeRole.Member },
    });
    expect(add.statusCode).toBe(403);
    const remove = await call('DELETE', `${members()}/${chidi.id}`, { token: investorToken });
    expect(remove.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an unknown email, an unlisted role and a second seat with 422, changing nothing', async () => {
    const dana = await createUser();
    await call('POST', members(), {
      token: adminToken,
      body: { email: dana.email, role: CommitteeRole.Member },
    });
    const before = await snapshot();
    const unknown = await call('POST', members(), {
      token: adminToken,
      body: { email: 'nobody@example.com', role: 99 },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.answer.errors).toEqual({
      email: ['No account has this email address.'],
      role: ['Choose one of the listed committee roles.'],
    });
    const twice = await call('POST', members(), {
      token: adminToken,
      body: { email: dana.email, role: CommitteeRole.Chairperson },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.answer.errors).toEqual({
      email: ['This person already sits on this committee.'],
    });
    const notSeated = await call('DELETE', `${members(other.id)}/${dana.id}`, {
      token: adminToken,
    });
    expect(notSeated.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a committee that does not exist, changing nothing', async () => {
    const eve = await createUser();
    const before = await snapshot();
    const add = await call('POST', members(999_999), {
      token: adminToken,
      body: { email: eve.email, role: CommitteeRole.Member },
    });
    expect(add.statusCode).toBe(404);
    const remove = await call('DELETE', `${members(999_999)}/${eve.id}`, { token: adminToken });
    expect(remove.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
