import { describe, expect, it } from 'vitest';
import { AccountStatus, Role, ServiceCategory } from '@portal/shared/constants';
import { countRows, testEngine } from '@server-test/helpers/database';
import { dataUrl, png } from '@server-test/helpers/images';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, createUser, db, adminToken, signIn } = portal;

const service = await call('POST', '/services', {
  token: adminToken,
  body: {
    name: 'Data Centre Hosting',
    link: 'https://hosting.example/portal',
    has_sso: true,
    description: 'Racks and cloud',
    logo: dataUrl('image/png', png()),
    category: ServiceCategory.PartnerService,
  },
});
await createUser({ name: 'Blocked Bea', status: AccountStatus.Blocked });
const dan = await createUser({ name: 'Dan Developer', role_id: Role.Developer });
const danToken = await signIn(dan);
const key = await call('POST', '/apis', {
  token: danToken,
  body: { name: 'Planning app', expiry_date: '2030-01-01' },
});

const countWhere = async (status: number) =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', status)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`dashboard on ${testEngine}`, () => {
  it('gives an administrator the totals, the newest users and keys, and the services', async () => {
    const res = await call('GET', '/dashboard', { token: adminToken });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.answer.data;
    expect(data).toMatchObject({
      total_users: await countRows(db, 'users'),
      total_services: await countRows(db, 'services'),
      total_committees: await countRows(db, 'committees'),
      total_roles: await countRows(db, 'roles'),
      active_users: await countWhere(AccountStatus.Active),
      blocked_users: await countWhere(AccountStatus.Blocked),
    });
    expect(data.blocked_users).toBeGreaterThanOrEqual(1);
    expect(data.recent_users).toHaveLength(Math.min(5, await countRows(db, 'users')));
    expect(data.recent_users[0]).toMatchObject({ name: 'Dan Developer', email: dan.email });
    expect(data.recent_apis[0]).toEqual({
      id: key.answer.data.id,
      name: 'Planning app',
      api_owner: { name: 'Dan Developer' },
      key: key.answer.data.key,
      created_at: key.answer.data.created_at,
    });
    expect(data.services[0]).toEqual({
      id: service.answer.data.id,
      name: 'Data Centre Hosting',
      logo_url: service.answer.data.logo_url,
      description: 'Racks and cloud',
      link: 'https://hosting.example/portal',
      has_sso: true,
    });
  });

  it.each([
    ['an investor', Role.Investor],
    ['a developer', Role.Developer],
    ['a verified registered user', Role.RegisteredUser],
  ])('gives %s the services and nothing of the administrator', async (_who, role_id) => {
    const token =
      role_id === Role.Developer ? danToken : await signIn(await createUser({ role_id }));
    const res = await call('GET', '/dashboard', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.answer.data)).toEqual(['services']);
    expect(res.answer.data.services.map((s: { name: string }) => s.name)).toContain(
      'Data Centre Hosting',
    );
    expect(res.body).not.toContain(key.answer.data.key);
  });

  it('answers 401 signed out and 403 before email verification', async () => {
    expect((await call('GET', '/dashboard')).statusCode).toBe(401);
    const unverified = await signIn(
      await createUser({ role_id: Role.RegisteredUser, email_verified_at: null }),
    );
    expect((await call('GET', '/dashboard', { token: unverified })).statusCode).toBe(403);
  });
});
