import { insertApplication } from '@server-test/helpers/applications';
import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, type Permission } from '@portal/shared/permissions';
import { countRows, testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';

/**
 * Every guarded back-office call against a role that grants its permission and a role that grants
 * every permission but that one (record 0029). Ids that exist nowhere and empty bodies keep the
 * calls from changing anything: the holder gets past the guard (404 or 422), the other is refused
 * with 403 before the body is even read.
 */
const portal = await startBackOffice();
const { call, createUser, signIn, db, adminToken } = portal;

const NONE = 999_999;
type Guarded = [method: string, url: string, permission: Permission, body?: object];

const matrix: Guarded[] = [
  ['GET', '/users', 'users.view'],
  ['POST', '/search-users', 'users.view', { search_term: 'a' }],
  ['GET', '/unpaginated-items-users', 'users.manage'],
  ['POST', '/users', 'users.manage', {}],
  ['PUT', `/users/${NONE}`, 'users.manage', {}],
  ['DELETE', `/users/${NONE}`, 'users.manage'],
  ['POST', `/update-account-status/${NONE}`, 'users.status', {}],
  ['GET', '/roles', 'roles.manage'],
  ['POST', '/search-roles', 'roles.manage', { search_term: 'a' }],
  ['POST', '/roles', 'roles.manage', {}],
  ['GET', `/roles/${NONE}`, 'roles.manage'],
  ['PUT', `/roles/${NONE}`, 'roles.manage', {}],
  ['DELETE', `/roles/${NONE}`, 'roles.manage'],
  ['GET', '/unpaginated-items-services', 'services.manage'],
  ['POST', '/services', 'services.manage', {}],
  ['PUT', `/services/${NONE}`, 'services.manage', {}],
  ['DELETE', `/services/${NONE}`, 'services.manage'],
  ['POST', `/services/${NONE}/sso-secret`, 'services.manage'],
  ['GET', '/committees', 'committees.manage'],
  ['POST', '/search-committees', 'committees.manage', { search_term: 'a' }],
  ['POST', '/committees', 'committees.manage', {}],
  ['PUT', `/committees/${NONE}`, 'committees.manage', {}],
  ['DELETE', `/committees/${NONE}`, 'committees.manage'],
  ['GET', '/parcels', 'parcels.manage'],
  ['POST', '/search-parcels', 'parcels.manage', { search_term: 'a' }],
  ['POST', '/parcels', 'parcels.manage', {}],
  ['GET', `/parcels/${NONE}`, 'parcels.manage'],
  ['PUT', `/parcels/${NONE}`, 'parcels.manage', {}],
  ['DELETE', `/parcels/${NONE}`, 'parcels.manage'],
  ['GET', '/parcel-allocations', 'parcels.manage'],
  ['POST', '/search-parcel-allocations', 'parcels.manage', { search_term: 'a' }],
  ['POST', '/parcel-allocations', 'parcels.manage', {}],
  ['GET', `/parcel-allocations/${NONE}`, 'parcels.manage'],
  ['PUT', `/parcel-allocations/${NONE}`, 'parcels.manage', {}],
  ['DELETE', `/parcel-allocations/${NONE}`, 'parcels.manage'],
  ['GET', '/mail-outbox', 'mail.view'],
  ['POST', '/search-mail-outbox', 'mail.view', { search_term: 'a' }],
  ['GET', `/mail-outbox/${NONE}`, 'mail.view'],
  ['POST', `/mail-outbox/${NONE}/retry`, 'mail.view'],
  ['GET', '/audit-events', 'audit.view'],
  // A bad filter: the holder's answer is a 422 to read, not a CSV.
  ['GET', '/audit-events/export?from=someday', 'audit.view'],
  ['POST', `/invoices/${NONE}/payments`, 'payments.record', {}],
  ['GET', '/vendor-calls', 'vendors.manage'],
  ['POST', '/search-vendor-calls', 'vendors.manage', { search_term: 'a' }],
  ['POST', '/vendor-calls', 'vendors.manage', {}],
  ['GET', `/vendor-calls/${NONE}`, 'vendors.manage'],
  ['PUT', `/vendor-calls/${NONE}`, 'vendors.manage', {}],
  ['DELETE', `/vendor-calls/${NONE}`, 'vendors.manage'],
  ['POST', '/utility-tariffs', 'utilities.manage', {}],
  ['PUT', `/utility-tariffs/${NONE}`, 'utilities.manage', {}],
  ['DELETE', `/utility-tariffs/${NONE}`, 'utilities.manage'],
  ['GET', '/utility-connections/parcel-choices', 'utilities.manage'],
  ['GET', '/utility-connections/holder-choices', 'utilities.manage'],
  ['POST', '/utility-billing-runs', 'utilities.bill', {}],
  ['POST', `/utility-billing-runs/${NONE}/issue`, 'utilities.bill'],
  ['POST', `/utility-bills/${NONE}/credit-notes`, 'utilities.bill', {}],
  ['GET', '/utility-credit-notes', 'utilities.bill'],
  ['POST', `/utility-credit-notes/${NONE}/approve`, 'utilities.bill'],
  ['POST', `/utility-connections/${NONE}/payments`, 'payments.record', {}],
];

/** A role granting exactly `permissions`, made through the API, and a signed-in holder of it. */
async function holderOf(name: string, permissions: readonly Permission[]): Promise<string> {
  const role = await call('POST', '/roles', { token: adminToken, body: { name, permissions } });
  expect(role.statusCode, role.body).toBe(201);
  return signIn(await createUser({ role_id: role.answer.data.id as number }));
}

const holders = new Map<Permission, { holder: string; lacking: string }>();
for (const permission of PERMISSION_KEYS) {
  holders.set(permission, {
    holder: await holderOf(`Holds ${permission}`, [permission]),
    lacking: await holderOf(
      `Lacks ${permission}`,
      PERMISSION_KEYS.filter((key) => key !== permission),
    ),
  });
}

describe(`the permission matrix on ${testEngine}`, () => {
  it('covers every permission a back-office screen needs', () => {
    const guarded = new Set(matrix.map(([, , permission]) => permission));
    // The rest are checked inside calls open to every account: see the tests below.
    const inside: Permission[] = [
      'api_keys.view_all',
      'dashboard.insights',
      'applications.view_all',
      'applications.assign',
      'applications.decide',
      'applications.process',
      'vendors.view_all',
      'vendors.assign',
      'vendors.decide',
      // Every connection, reading and bill instead of one's own: the utilities tests check it.
      'utilities.view_all',
    ];
    expect([...guarded, ...inside].sort()).toEqual([...PERMISSION_KEYS].sort());
  });

  it.each(matrix)('%s %s: past the guard with %s, 403 without it', async (method, url, p, body) => {
    const { holder, lacking } = holders.get(p)!;
    const before = await countRows(db, 'roles');
    const allowed = await call(method, url, { token: holder, body });
    expect([401, 403], allowed.body).not.toContain(allowed.statusCode);
    const refused = await call(method, url, { token: lacking, body });
    expect(refused.statusCode, refused.body).toBe(403);
    // Refused before the body was read: no field messages for a caller who may not call.
    expect(refused.answer.errors).toBeUndefined();
    expect(await countRows(db, 'roles')).toBe(before);
  });
});

describe(`permissions checked inside open calls on ${testEngine}`, () => {
  it('shows the dashboard insights only to holders of dashboard.insights', async () => {
    const { holder, lacking } = holders.get('dashboard.insights')!;
    const seen = await call('GET', '/dashboard', { token: holder });
    expect(seen.answer.data).toHaveProperty('total_users');
    const unseen = await call('GET', '/dashboard', { token: lacking });
    expect(unseen.statusCode).toBe(200);
    expect(unseen.answer.data).not.toHaveProperty('total_users');
  });

  it("shows other users' API keys only to holders of api_keys.view_all", async () => {
    const owner = await createUser({ name: 'Key Owner' });
    const ownerToken = await signIn(owner);
    const key = await call('POST', '/apis', {
      token: ownerToken,
      body: { name: 'Owner key', expiry_date: '2099-12-31' },
    });
    expect(key.statusCode, key.body).toBe(201);
    const { holder, lacking } = holders.get('api_keys.view_all')!;
    expect((await call('GET', `/apis/${key.answer.data.id}`, { token: holder })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/apis/${key.answer.data.id}`, { token: lacking })).statusCode).toBe(
      404,
    );
    const listed = await call('GET', '/apis', { token: lacking });
    expect(listed.answer.data).toEqual([]);
  });

  it("opens any user's record to holders of users.view only", async () => {
    const someone = await createUser({ name: 'Someone Else' });
    const users = holders.get('users.view')!;
    expect((await call('GET', `/users/${someone.id}`, { token: users.holder })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/users/${someone.id}`, { token: users.lacking })).statusCode).toBe(
      403,
    );
  });

  it("opens another applicant's application to holders of an applications permission only", async () => {
    const applicant = await createUser({ name: 'Applicant' });
    const id = await insertApplication(db, applicant.id);
    const viewer = holders.get('applications.view_all')!.holder;
    expect((await call('GET', `/applications/${id}`, { token: viewer })).statusCode).toBe(200);
    const nobody = await signIn(await createUser({ name: 'Nobody in particular' }));
    expect((await call('GET', `/applications/${id}`, { token: nobody })).statusCode).toBe(404);
  });

  // Every other applications key also shows the application, so a caller lacking the step's key
  // sees it and is refused the step with 403; its holder gets past to the body or the stage.
  it.each([
    ['applications.assign', 'assign'],
    ['applications.decide', 'request-correction'],
    ['applications.process', 'hand-over'],
  ] as const)('takes %s for POST /applications/{id}/%s', async (permission, step) => {
    const applicant = await createUser({ name: 'Applicant' });
    const id = await insertApplication(db, applicant.id);
    const { holder, lacking } = holders.get(permission)!;
    const allowed = await call('POST', `/applications/${id}/${step}`, { token: holder, body: {} });
    expect([401, 403, 404], allowed.body).not.toContain(allowed.statusCode);
    const refused = await call('POST', `/applications/${id}/${step}`, { token: lacking, body: {} });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.answer.errors).toBeUndefined();
  });
});
