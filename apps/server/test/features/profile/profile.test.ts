import { describe, expect, it } from 'vitest';
import { AccountStatus, Role } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { testEngine } from '@server-test/helpers/database';
import { startPortal } from '@server-test/helpers/portal';

const portal = await startPortal();
const { call, createUser, db } = portal;

const row = (id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe(`GET /api/profile on ${testEngine}`, () => {
  it("answers the signed-in user's profile with role and status names", async () => {
    const user = await createUser({
      name: 'Kamau',
      phone: '712345678',
      designation: 'CFO',
      country_code: '+254',
    });
    const token = await portal.signIn(user);
    const profile = await call('GET', '/profile', { token });
    expect(profile.statusCode).toBe(200);
    expect(profile.answer.data).toEqual({
      id: user.id,
      name: 'Kamau',
      email: user.email,
      user_role: 'Investor',
      account_status: 'Active',
      status: AccountStatus.Active,
      created_at: portal.clock.now().toISOString(),
      country_code: '+254',
      phone: '712345678',
      designation: 'CFO',
      // An investor's role grants nothing beyond the signed-in basics.
      permissions: [],
    });
  });

  it('answers 401 signed out', async () => {
    expect((await call('GET', '/profile')).statusCode).toBe(401);
  });
});

describe(`PUT /api/profile/{id} on ${testEngine}`, () => {
  it('updates the phone with its country code and the designation, and nothing else', async () => {
    const user = await createUser();
    const token = await portal.signIn(user);
    const updated = await call('PUT', `/profile/${user.id}`, {
      token,
      body: {
        id: user.id,
        country_code: '+255',
        phone: '0754 123 456',
        designation: 'Managing Director',
        role: Role.Administrator,
        role_id: Role.Administrator,
        status: AccountStatus.Blocked,
        email: 'taken-over@example.com',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.answer.message).toBe('Profile updated successfully.');
    // The number is kept as typed, trunk prefix and spaces too (record 0028).
    expect(updated.answer.data).toMatchObject({
      country_code: '+255',
      phone: '0754 123 456',
      designation: 'Managing Director',
    });
    expect(await row(user.id)).toMatchObject({
      country_code: '+255',
      phone: '0754 123 456',
      designation: 'Managing Director',
      role_id: Role.Investor,
      status: AccountStatus.Active,
      email: user.email,
      updated_by: user.id,
    });
  });

  it('takes the phone and designation alone: the phone keeps the stored country code', async () => {
    const user = await createUser({ country_code: '+255', phone: '754111111' });
    const token = await portal.signIn(user);
    const updated = await call('PUT', `/profile/${user.id}`, {
      token,
      body: { id: user.id, phone: '0754 123 456', designation: 'Director' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.answer.data).toMatchObject({ country_code: '+255', phone: '0754 123 456' });
    expect(await row(user.id)).toMatchObject({
      country_code: '+255',
      phone: '0754 123 456',
      designation: 'Director',
    });
  });

  it.each([
    // A Kenyan number is no US one: checked against the stored code.
    ['+1', 'phone', messages.phoneForCountry],
    // An account from before codes were asked for has none to check against.
    [null, 'country_code', messages.required],
  ])(
    'refuses a phone without a code when the stored one is %s (422 on %s), changing nothing',
    async (stored, field, message) => {
      const user = await createUser({ country_code: stored, phone: '754111111' });
      const token = await portal.signIn(user);
      const refused = await call('PUT', `/profile/${user.id}`, {
        token,
        body: { id: user.id, phone: '712345678', designation: 'Director' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.answer.errors).toEqual({ [field]: [message] });
      expect(await row(user.id)).toMatchObject({ country_code: stored, phone: '754111111' });
    },
  );

  it("refuses another user's profile (403) and changes nothing", async () => {
    const user = await createUser();
    const victim = await createUser({ phone: '711111111', designation: 'Owner' });
    const token = await portal.signIn(user);
    const body = {
      id: victim.id,
      country_code: '+254',
      phone: '799999999',
      designation: 'Hijacked',
    };
    const byPath = await call('PUT', `/profile/${victim.id}`, { token, body });
    expect(byPath.statusCode).toBe(403);
    const byBody = await call('PUT', `/profile/${user.id}`, { token, body });
    expect(byBody.statusCode).toBe(403);
    expect(await row(victim.id)).toMatchObject({ phone: '711111111', designation: 'Owner' });
    expect(await row(user.id)).toMatchObject({ phone: null, designation: null });
  });

  it('answers 422 with the shared validation messages and changes nothing', async () => {
    const user = await createUser({ phone: '711111111', designation: 'Owner' });
    const token = await portal.signIn(user);
    const refused = await call('PUT', `/profile/${user.id}`, {
      token,
      body: { id: user.id, country_code: '', phone: '', designation: '  ' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors).toEqual({
      country_code: [messages.required],
      phone: [messages.required],
      designation: [messages.required],
    });
    expect(await row(user.id)).toMatchObject({ phone: '711111111', designation: 'Owner' });
  });

  it.each([
    // Nine digits, but no Kenyan number starts with 9.
    [{ country_code: '+254', phone: '912345678' }, 'phone', messages.phoneForCountry],
    // A valid Kenyan number is no valid US one.
    [{ country_code: '+1', phone: '712345678' }, 'phone', messages.phoneForCountry],
    // No listed country dials +999.
    [{ country_code: '+999', phone: '712345678' }, 'country_code', messages.countryCode],
    [{ country_code: '254', phone: '712345678' }, 'country_code', messages.countryCode],
  ])('refuses %o with 422 on %s and changes nothing', async (phone, field, message) => {
    const user = await createUser({ country_code: '+254', phone: '711111111' });
    const token = await portal.signIn(user);
    const refused = await call('PUT', `/profile/${user.id}`, {
      token,
      body: { id: user.id, ...phone, designation: 'Owner' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors).toEqual({ [field]: [message] });
    expect(await row(user.id)).toMatchObject({ country_code: '+254', phone: '711111111' });
  });

  it('refuses the signed-out (401) and an unverified role-2 user (403)', async () => {
    const user = await createUser({ role_id: Role.RegisteredUser, email_verified_at: null });
    const body = { id: user.id, country_code: '+254', phone: '712345678', designation: 'CEO' };
    expect((await call('PUT', `/profile/${user.id}`, { body })).statusCode).toBe(401);
    const token = await portal.signIn(user);
    const refused = await call('PUT', `/profile/${user.id}`, { token, body });
    expect(refused.statusCode).toBe(403);
    expect(refused.answer.code).toBe('email_not_verified');
    expect(await row(user.id)).toMatchObject({ phone: null, designation: null });
  });

  it('signs out a user blocked since they signed in', async () => {
    const user = await createUser();
    const token = await portal.signIn(user);
    await db
      .updateTable('users')
      .set({ status: AccountStatus.Blocked })
      .where('id', '=', user.id)
      .execute();
    const refused = await call('GET', '/profile', { token });
    expect(refused.statusCode).toBe(401);
    expect(refused.answer.message).toMatch(/blocked/);
    const sessions = await db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
  });
});
