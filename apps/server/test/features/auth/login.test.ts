import { describe, expect, it } from 'vitest';
import { AccountStatus, Role } from '@portal/shared/constants';
import { CurrentUserSchema } from '@portal/shared/current-user';
import { DAY, HOUR, MINUTE } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { startPortal } from '@server-test/helpers/portal';

const portal = await startPortal();
const { call, createUser, db } = portal;

const sessionCount = async (userId: number) =>
  (await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

describe(`POST /api/login on ${testEngine}`, () => {
  it('answers every current-user field and a token that opens the account calls', async () => {
    const user = await createUser({ name: 'Amina Njeri', phone: '712345678' });
    const login = await call('POST', '/login', {
      body: { email: user.email, password: user.password, remember_me: false },
    });

    expect(login.statusCode).toBe(200);
    expect(login.answer.status).toBe('success');
    const current = CurrentUserSchema.strict().parse(login.answer.data.user);
    expect(current).toMatchObject({
      id: user.id,
      name: 'Amina Njeri',
      email: user.email,
      role: Role.Investor,
      user_role: 'Investor',
      status: AccountStatus.Active,
      account_status: 'Active',
      phone: '712345678',
      verification_code: null,
      member_of_a_committee: 'No',
      committees: [],
    });
    expect(current.token).toBe(login.answer.data.token);
    expect(login.answer.data.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    const profile = await call('GET', '/profile', { token: current.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.answer.data.email).toBe(user.email);
  });

  it('carries the committees the user sits on, with their role in each', async () => {
    const user = await createUser();
    const { id: committeeId } = await db
      .insertInto('committees')
      .values({ name: 'Land Allocation Committee', alias: 'LAC' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('committee_members')
      .values({ committee_id: committeeId, user_id: user.id, committee_role_id: 2 })
      .execute();

    const login = await call('POST', '/login', { body: user });
    expect(login.answer.data.user.member_of_a_committee).toBe('Yes');
    expect(login.answer.data.user.committees).toEqual([
      { id: committeeId, name: 'Land Allocation Committee', role: 'Secretary' },
    ]);
  });

  it('compares the email trimmed and without regard to case', async () => {
    const user = await createUser({ email: 'wanjiru@example.com' });
    const login = await call('POST', '/login', {
      body: { email: '  Wanjiru@EXAMPLE.com ', password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('gives a new token at every login; both work until signed out', async () => {
    const user = await createUser();
    const first = await portal.signIn(user);
    const second = await portal.signIn(user);
    expect(first).not.toBe(second);
    expect((await call('GET', '/profile', { token: first })).statusCode).toBe(200);
    expect((await call('GET', '/profile', { token: second })).statusCode).toBe(200);
  });

  it('keeps only a hash of the token', async () => {
    const user = await createUser();
    const token = await portal.signIn(user);
    const stored = await db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a wrong password and an unknown email with the same answer, opening no session', async () => {
    const user = await createUser();
    const wrong = await call('POST', '/login', {
      body: { email: user.email, password: 'nope-nope' },
    });
    const unknown = await call('POST', '/login', {
      body: { email: 'nobody@example.com', password: 'nope-nope' },
    });

    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.answer).toEqual(unknown.answer);
    expect(wrong.answer.message).toBe('These credentials do not match our records.');
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('refuses a blocked user even with the right password', async () => {
    const user = await createUser({ status: AccountStatus.Blocked });
    const login = await call('POST', '/login', { body: user });
    expect(login.statusCode).toBe(403);
    expect(login.answer.message).toMatch(/blocked/);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('answers 422 with the shared validation message of each field', async () => {
    const empty = await call('POST', '/login', { body: { email: '', password: '' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.answer.errors).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });

    const invalid = await call('POST', '/login', {
      body: { email: 'not-an-email', password: 'x' },
    });
    expect(invalid.answer.errors).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('refuses a password longer than 128 characters before hashing it', async () => {
    const user = await createUser();
    const login = await call('POST', '/login', {
      body: { email: user.email, password: 'x'.repeat(129) },
    });
    expect(login.statusCode).toBe(422);
    expect(login.answer.errors.password).toEqual([
      'This field must be at most 128 characters long.',
    ]);
  });
});

describe(`token lifetimes on ${testEngine}`, () => {
  it('without remember-me: ends after 30 idle minutes', async () => {
    const token = await portal.signIn(await createUser());
    portal.clock.advance(29 * MINUTE);
    expect((await call('GET', '/profile', { token })).statusCode).toBe(200);
    portal.clock.advance(29 * MINUTE); // idle time counts from the last use
    expect((await call('GET', '/profile', { token })).statusCode).toBe(200);
    portal.clock.advance(31 * MINUTE);
    expect((await call('GET', '/profile', { token })).statusCode).toBe(401);
  });

  it('without remember-me: ends 12 hours after login however busy', async () => {
    const token = await portal.signIn(await createUser());
    // One call every 20 minutes for 11 h 40 min keeps the session from going idle...
    for (let call20 = 0; call20 < 35; call20 += 1) {
      portal.clock.advance(20 * MINUTE);
      expect((await call('GET', '/profile', { token })).statusCode).toBe(200);
    }
    // ...but not past 12 hours.
    portal.clock.advance(21 * MINUTE);
    expect((await call('GET', '/profile', { token })).statusCode).toBe(401);
  });

  it('with remember-me: survives idle hours and lasts 30 days', async () => {
    const token = await portal.signIn(await createUser(), true);
    portal.clock.advance(20 * HOUR);
    expect((await call('GET', '/profile', { token })).statusCode).toBe(200);
    portal.clock.advance(10 * DAY);
    expect((await call('GET', '/profile', { token })).statusCode).toBe(200);
    portal.clock.advance(20 * DAY);
    expect((await call('GET', '/profile', { token })).statusCode).toBe(401);
  });
});

describe(`POST /api/logout on ${testEngine}`, () => {
  it('revokes the token at once and leaves the other sessions alone', async () => {
    const user = await createUser();
    const token = await portal.signIn(user);
    const other = await portal.signIn(user);

    const logout = await call('POST', '/logout', { token });
    expect(logout.statusCode).toBe(200);
    expect(logout.answer).toEqual({ status: 'success', message: 'You have been logged out.' });
    expect((await call('GET', '/profile', { token })).statusCode).toBe(401);
    expect((await call('POST', '/logout', { token })).statusCode).toBe(401);
    expect((await call('GET', '/profile', { token: other })).statusCode).toBe(200);
  });

  it('answers 401 without a token or with a made-up one', async () => {
    expect((await call('POST', '/logout')).statusCode).toBe(401);
    const forged = await call('POST', '/logout', { token: 'a'.repeat(43) });
    expect(forged.statusCode).toBe(401);
    expect(forged.answer.status).toBe('error');
  });
});
