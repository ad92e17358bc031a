import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice, uniqueEmail } from '@server-test/helpers/portal';
import { Company, newUser, usersState } from '@server-test/helpers/user-fixtures';

const portal = await startBackOffice();
const { call, createUser, db, smtp, adminToken } = portal;

const common = { password: [messages.commonPassword] };
const personal = { password: [messages.personalPassword] };
const twice = (password: string) => ({ password, password_confirmation: password });
const canLogin = async (email: string, password: string) =>
  (await call('POST', '/login', { body: { email, password } })).statusCode === 200;

describe(`guessable passwords are refused wherever one is set, on ${testEngine}`, () => {
  it('at registration: common ones, runs, and the own email, its local part or name', async () => {
    const email = uniqueEmail('weak');
    const registration = (password: string) => ({
      account_type: Company,
      name: 'Wanjiru Kamau',
      email,
      country_code: '+254',
      phone: '712345678',
      ...twice(password),
      accept_terms: true,
    });
    const before = await usersState(db);
    for (const [password, errors] of [
      ['abcdef', common],
      ['123456', common],
      ['Password1', common],
      ['qwerty', common],
      ['aaaaaaaa', common],
      [email.toUpperCase(), personal],
      [email.split('@')[0]!, personal],
      ['WANJIRU KAMAU', personal],
    ] as const) {
      const refused = await call('POST', '/register', { body: registration(password) });
      expect(refused.statusCode, password).toBe(422);
      expect(refused.answer.errors, password).toEqual(errors);
    }
    expect(await usersState(db)).toEqual(before);

    const accepted = await call('POST', '/register', { body: registration('kamau-plots-2026') });
    expect(accepted.statusCode).toBe(201);
  });

  it('through a mailed reset link, which still works after a refusal', async () => {
    const user = await createUser({ name: 'Reset Person' });
    await call('POST', '/reset-password', { body: { email: user.email } });
    const mail = await smtp.waitFor(user.email);
    const token = /recover-password\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;

    for (const [password, errors] of [
      ['abcdef', common],
      ['reset person', personal],
    ] as const) {
      const refused = await call('POST', '/update-password', {
        body: { ...twice(password), remember_token: token },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.answer.errors).toEqual(errors);
    }
    expect(await canLogin(user.email, user.password)).toBe(true);

    const reset = await call('POST', '/update-password', {
      body: { ...twice('mango-harbour-77'), remember_token: token },
    });
    expect(reset.statusCode).toBe(200);
    expect(await canLogin(user.email, 'mango-harbour-77')).toBe(true);
  });

  it('at change-password, keeping the old password and the session', async () => {
    const user = await createUser({ name: 'Changing Person' });
    const token = await portal.signIn(user);
    for (const [password, errors] of [
      ['iloveyou', common],
      [user.email, personal],
    ] as const) {
      const refused = await call('POST', '/change-password', {
        token,
        body: { current_password: user.password, ...twice(password) },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.answer.errors).toEqual(errors);
    }
    expect((await call('GET', '/profile', { token })).statusCode).toBe(200);
    expect(await canLogin(user.email, user.password)).toBe(true);

    const changed = await call('POST', '/change-password', {
      token,
      body: { current_password: user.password, ...twice('lantern-rivers-5') },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('when an administrator creates a user', async () => {
    const before = await usersState(db);
    const weak = await call('POST', '/users', {
      token: adminToken,
      body: newUser({ password: '12345678' }),
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.answer.errors).toEqual(common);
    const named = await call('POST', '/users', {
      token: adminToken,
      body: newUser({ name: 'Nia Njeri', password: 'nia njeri' }),
    });
    expect(named.answer.errors).toEqual(personal);
    expect(await usersState(db)).toEqual(before);

    const created = await call('POST', '/users', {
      token: adminToken,
      body: newUser({ password: 'savanna-quartz-8' }),
    });
    expect(created.statusCode).toBe(201);
  });

  it('when an administrator edits a user', async () => {
    const user = await createUser({ name: 'Edited Person', role_id: Role.Investor });
    const edit = (password: string) =>
      call('PUT', `/users/${user.id}`, {
        token: adminToken,
        body: {
          id: user.id,
          account_type: Company,
          name: 'Edited Person',
          email: user.email,
          role: Role.Investor,
          phone: null,
          member_of_a_committee: 'No',
          committees: [],
          password,
          reset_password: false,
        },
      });
    const before = await usersState(db);
    const weak = await edit('monkey123');
    expect(weak.statusCode).toBe(422);
    expect(weak.answer.errors).toEqual(common);
    expect((await edit(user.email.split('@')[0]!)).answer.errors).toEqual(personal);
    expect(await usersState(db)).toEqual(before);

    expect((await edit('copper-meadow-31')).statusCode).toBe(200);
    expect(await canLogin(user.email, 'copper-meadow-31')).toBe(true);
  });
});
