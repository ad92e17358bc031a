import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { testEngine } from '@server-test/helpers/database';
import { MINUTE } from '@server-test/helpers/clock';
import { startBackOffice } from '@server-test/helpers/portal';
import { auditEvents } from '@server-test/helpers/audit';

const portal = await startBackOffice();
const { app, call, createUser, signIn, clock, admin } = portal;

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in from a browser of its own, as a person on that device would. */
async function signInFrom(user: { email: string; password: string }, agent: string, ip: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: {
      cookie: 'XSRF-TOKEN=test-xsrf-token',
      'x-xsrf-token': 'test-xsrf-token',
      'user-agent': agent,
    },
    payload: { email: user.email, password: user.password, remember_me: false },
    remoteAddress: ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
}

describe(`sessions on ${testEngine}`, () => {
  it('are listed with device, address and times, and ended one by one or all but this one', async () => {
    const user = await createUser();
    const onLaptop = await signInFrom(user, FIREFOX, '198.51.100.7');
    clock.advance(MINUTE * 2);
    const onPhone = await signInFrom(user, SAFARI_PHONE, '203.0.113.9');
    const third = await signIn(user);

    const listed = await call('GET', '/sessions', { token: onPhone });
    expect(listed.statusCode).toBe(200);
    const sessions = listed.answer.data as {
      id: number;
      device: string;
      ip: string;
      current: boolean;
      created_at: string;
      methods: string[];
    }[];
    expect(sessions).toHaveLength(3);
    const phone = sessions.find((session) => session.current)!;
    expect(phone).toMatchObject({ device: 'Safari on iOS', ip: '203.0.113.9', methods: ['pwd'] });
    const laptop = sessions.find((session) => session.ip === '198.51.100.7')!;
    expect(laptop).toMatchObject({ device: 'Firefox on Windows', current: false });
    expect(Date.parse(laptop.created_at)).toBeLessThan(Date.parse(phone.created_at));

    // Another account's session is not one of this account's to end.
    const stranger = await signIn(await createUser());
    const refused = await call('DELETE', `/sessions/${laptop.id}`, { token: stranger });
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', '/profile', { token: onLaptop })).statusCode).toBe(200);

    const ended = await call('DELETE', `/sessions/${laptop.id}`, { token: onPhone });
    expect(ended.statusCode).toBe(200);
    expect((await call('GET', '/profile', { token: onLaptop })).statusCode).toBe(401);
    expect((await call('DELETE', `/sessions/${laptop.id}`, { token: onPhone })).statusCode).toBe(
      404,
    );

    const others = await call('DELETE', '/sessions', { token: onPhone });
    expect(others.statusCode).toBe(200);
    expect((await call('GET', '/profile', { token: third })).statusCode).toBe(401);
    expect((await call('GET', '/profile', { token: onPhone })).statusCode).toBe(200);
    const left = await call('GET', '/sessions', { token: onPhone });
    expect(left.answer.data.map((session: { id: number }) => session.id)).toEqual([phone.id]);
  });

  it('leave out those ended by idling, and list those kept by remember-me', async () => {
    const user = await createUser();
    const idle = await signIn(user);
    const remembered = await signIn(user, true);
    clock.advance(31 * MINUTE);
    const fresh = await signIn(user);
    const listed = await call('GET', '/sessions', { token: fresh });
    expect(listed.answer.data).toHaveLength(2);
    expect((await call('GET', '/profile', { token: idle })).statusCode).toBe(401);
    expect((await call('GET', '/profile', { token: remembered })).statusCode).toBe(200);
  });

  it('of another user are seen and ended by an administrator, on the audit trail', async () => {
    // Signed in afresh: an earlier test let the clock run past the idle limit.
    const adminToken = await signIn(admin);
    const user = await createUser({ name: 'Sam Sessions' });
    const first = await signIn(user);
    const second = await signIn(user);
    const seen = await call('GET', `/users/${user.id}/sessions`, { token: adminToken });
    expect(seen.statusCode).toBe(200);
    expect(seen.answer.data).toHaveLength(2);
    expect(seen.answer.data.every((session: { current: boolean }) => !session.current)).toBe(true);

    const one = seen.answer.data[0].id as number;
    expect(
      (await call('DELETE', `/users/${user.id}/sessions/${one}`, { token: adminToken })).statusCode,
    ).toBe(200);
    const all = await call('DELETE', `/users/${user.id}/sessions`, { token: adminToken });
    expect(all.statusCode).toBe(200);
    for (const token of [first, second]) {
      expect((await call('GET', '/profile', { token })).statusCode).toBe(401);
    }
    const events = await auditEvents(portal, adminToken, { action: 'user.sessions_ended' });
    expect(events.filter((event) => event.record_id === user.id)).toHaveLength(2);

    expect((await call('GET', '/users/999999/sessions', { token: adminToken })).statusCode).toBe(
      404,
    );
  });

  it('of another user are no business of an account without users.manage', async () => {
    const user = await createUser();
    const viewer = await signIn(await createUser({ role_id: Role.Investor }));
    for (const [method, path] of [
      ['GET', `/users/${user.id}/sessions`],
      ['DELETE', `/users/${user.id}/sessions`],
    ] as const) {
      expect((await call(method, path, { token: viewer })).statusCode).toBe(403);
    }
    expect((await call('GET', '/sessions')).statusCode).toBe(401);
  });
});
