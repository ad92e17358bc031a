import { describe, expect, it } from 'vitest';
import { Role, ServiceCategory } from '@portal/shared/constants';
import { auditEvents, storedEventCount } from '@server-test/helpers/audit';
import { testEngine } from '@server-test/helpers/database';
import { dataUrl, jpeg, logoVersion, png } from '@server-test/helpers/images';
import { newParcel } from '@server-test/helpers/parcel-fixtures';
import { startBackOffice, uniqueEmail } from '@server-test/helpers/portal';
import {
  Chairperson,
  Company,
  createCommittee,
  Member,
  newUser,
} from '@server-test/helpers/user-fixtures';

const portal = await startBackOffice();
const { call, clock, createUser, db, admin, adminToken } = portal;
const ADMIN_IP = '198.51.100.7';
const planning = await createCommittee(db, 'Planning board');
const tenders = await createCommittee(db, 'Tenders board');

/** A call as the administrator, from their own address; the answer must be a success. */
async function act(method: string, url: string, body?: object) {
  const response = await call(method as 'POST', url, { token: adminToken, body, ip: ADMIN_IP });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.answer.data as { id: number } & Record<string, unknown>;
}

/** The one newest event of the record, as the audit call answers it. */
async function lastEventOf(record_type: string, record_id: number) {
  const [event] = await auditEvents(portal, adminToken, { record_type, record_id });
  return event!;
}

const byAdmin = () => ({
  actor: { id: admin.id, name: 'Ada Admin', by_system: false },
  ip: ADMIN_IP,
});

describe(`audit trail on ${testEngine}: users`, () => {
  it('records a creation with every audited field after and when, by whom, from where', async () => {
    const email = uniqueEmail('audited');
    const user = await act(
      'POST',
      '/users',
      newUser({
        email,
        name: 'Otieno Audit',
        member_of_a_committee: 'Yes',
        committees: [{ name: planning, role: Chairperson }],
      }),
    );
    const event = await lastEventOf('user', user.id);
    expect(event).toMatchObject({
      ...byAdmin(),
      action: 'user.created',
      record_type: 'user',
      record_id: user.id,
      at: clock.now().toISOString(),
    });
    expect(event.changes).toMatchObject({
      name: { before: null, after: 'Otieno Audit' },
      email: { before: null, after: email },
      role_id: { before: null, after: Role.Investor },
      account_type_id: { before: null, after: Company },
      committees: {
        before: null,
        after: [{ committee_id: planning, committee_role_id: Chairperson }],
      },
    });
  });

  it('records an edit with only the fields it changed, committees and role included', async () => {
    const user = await act('POST', '/users', newUser({ name: 'Before Name' }));
    await act('PUT', `/users/${user.id}`, {
      ...newUser({ email: user.email, name: 'After Name', role: Role.Developer }),
      id: user.id,
      phone: null,
      member_of_a_committee: 'Yes',
      committees: [{ name: tenders, role: Member }],
      password: '',
      reset_password: false,
    });
    const event = await lastEventOf('user', user.id);
    expect(event.action).toBe('user.updated');
    expect(event.changes).toEqual({
      name: { before: 'Before Name', after: 'After Name' },
      role_id: { before: Role.Investor, after: Role.Developer },
      role: { before: 'Investor', after: 'Developer' },
      member_of_a_committee: { before: 0, after: 1 },
      committees: { before: [], after: [{ committee_id: tenders, committee_role_id: Member }] },
    });
  });

  it('records a status change and a deletion, the deletion with every field before', async () => {
    const user = await act('POST', '/users', newUser({ name: 'Short Lived' }));
    await act('POST', `/update-account-status/${user.id}`, { id: user.id, status: 2 });
    const blocked = await lastEventOf('user', user.id);
    expect(blocked).toMatchObject({ ...byAdmin(), action: 'user.status_changed' });
    expect(blocked.changes).toEqual({ status: { before: 1, after: 2 } });

    await act('DELETE', `/users/${user.id}`);
    const deleted = await lastEventOf('user', user.id);
    expect(deleted).toMatchObject({ ...byAdmin(), action: 'user.deleted' });
    expect(deleted.changes).toMatchObject({
      name: { before: 'Short Lived', after: null },
      status: { before: 2, after: null },
    });
  });

  it('leaves no event for a refused create, edit, status change or deletion', async () => {
    const before = await storedEventCount(portal);
    const taken = await createUser();
    const refusals = [
      await call('POST', '/users', { token: adminToken, body: newUser({ email: taken.email }) }),
      await call('POST', '/users', { token: adminToken, body: newUser({ name: '' }) }),
      await call('DELETE', `/users/${admin.id}`, { token: adminToken }),
      await call('POST', `/update-account-status/${admin.id}`, {
        token: adminToken,
        body: { id: admin.id, status: 2 },
      }),
      await call('PUT', `/users/${taken.id}`, {
        token: adminToken,
        body: { ...newUser(), id: taken.id, password: '', reset_password: false, role: 99 },
      }),
    ];
    expect(refusals.map((refusal) => refusal.statusCode)).toEqual([409, 422, 409, 409, 422]);
    expect(await storedEventCount(portal)).toBe(before);
  });
});

describe(`audit trail on ${testEngine}: roles`, () => {
  it('records creation, rename with permissions before and after as sorted lists, deletion', async () => {
    const role = await act('POST', '/roles', {
      name: 'Clerk',
      permissions: ['users.view', 'committees.manage'],
    });
    expect((await lastEventOf('role', role.id)).changes).toEqual({
      name: { before: null, after: 'Clerk' },
      permissions: { before: null, after: ['committees.manage', 'users.view'] },
    });

    await act('PUT', `/roles/${role.id}`, {
      id: role.id,
      name: 'Senior Clerk',
      permissions: ['users.view', 'parcels.manage'],
    });
    const updated = await lastEventOf('role', role.id);
    expect(updated).toMatchObject({ ...byAdmin(), action: 'role.updated' });
    expect(updated.changes).toEqual({
      name: { before: 'Clerk', after: 'Senior Clerk' },
      permissions: {
        before: ['committees.manage', 'users.view'],
        after: ['parcels.manage', 'users.view'],
      },
    });

    await act('DELETE', `/roles/${role.id}`);
    const deleted = await lastEventOf('role', role.id);
    expect(deleted.action).toBe('role.deleted');
    expect(deleted.changes).toEqual({
      name: { before: 'Senior Clerk', after: null },
      permissions: { before: ['parcels.manage', 'users.view'], after: null },
    });
  });

  it('leaves no event for a refused role write', async () => {
    const before = await storedEventCount(portal);
    const refusals = [
      await call('POST', '/roles', { token: adminToken, body: { name: 'Administrator' } }),
      await call('DELETE', `/roles/${Role.Investor}`, { token: adminToken }),
      await call('POST', '/roles', { token: adminToken, body: { name: '' } }),
    ];
    expect(refusals.map((refusal) => refusal.statusCode)).toEqual([409, 409, 422]);
    expect(await storedEventCount(portal)).toBe(before);
  });
});

describe(`audit trail on ${testEngine}: services and their single sign-on secret`, () => {
  const service = (name: string, logo = png(), has_sso = false) => ({
    name,
    link: 'https://water.example/portal',
    has_sso,
    description: 'Water bills',
    logo: dataUrl('image/png', logo),
    category: ServiceCategory.PartnerService,
  });

  it('records a logo by its hash, never its bytes, and a secret only as issued', async () => {
    const created = await act('POST', '/services', service('Water board'));
    const creation = await lastEventOf('service', created.id);
    expect(creation.action).toBe('service.created');
    expect(creation.changes.logo_hash).toEqual({ before: null, after: logoVersion(png()) });
    expect(JSON.stringify(creation)).not.toContain(png().toString('base64'));

    await act('PUT', `/services/${created.id}`, {
      ...service('Water board'),
      id: created.id,
      has_sso: true,
      logo: dataUrl('image/jpeg', jpeg),
    });
    const [issued, updated] = await auditEvents(portal, adminToken, {
      record_type: 'service',
      record_id: created.id,
    });
    expect(updated).toMatchObject({ action: 'service.updated', ...byAdmin() });
    expect(updated!.changes).toEqual({
      has_sso: { before: 0, after: 1 },
      logo_hash: { before: logoVersion(png()), after: logoVersion(jpeg) },
    });
    expect(issued).toMatchObject({ action: 'service.sso_secret_issued', changes: {} });

    await act('POST', `/services/${created.id}/sso-secret`);
    expect(await lastEventOf('service', created.id)).toMatchObject({
      ...byAdmin(),
      action: 'service.sso_secret_issued',
      changes: {},
    });

    await act('DELETE', `/services/${created.id}`);
    const deleted = await lastEventOf('service', created.id);
    expect(deleted.action).toBe('service.deleted');
    expect(deleted.changes.name).toEqual({ before: 'Water board', after: null });
  });

  it('leaves no event for a refused service write or a secret for a service without SSO', async () => {
    const plain = await act('POST', '/services', service('Plain service'));
    const before = await storedEventCount(portal);
    const refusals = [
      await call('POST', '/services', { token: adminToken, body: service('Plain service') }),
      await call('POST', '/services', {
        token: adminToken,
        body: { ...service('Broken logo'), logo: dataUrl('image/png', Buffer.from('not png')) },
      }),
      await call('POST', `/services/${plain.id}/sso-secret`, { token: adminToken }),
    ];
    expect(refusals.map((refusal) => refusal.statusCode)).toEqual([409, 422, 409]);
    expect(await storedEventCount(portal)).toBe(before);
  });
});

describe(`audit trail on ${testEngine}: committees`, () => {
  it('records creation, update and deletion; a clash of names leaves no event', async () => {
    const committee = await act('POST', '/committees', { name: 'Budget board', alias: null });
    expect((await lastEventOf('committee', committee.id)).changes).toEqual({
      name: { before: null, after: 'Budget board' },
    });
    await act('PUT', `/committees/${committee.id}`, {
      id: committee.id,
      name: 'Budget board',
      alias: 'BB',
    });
    expect(await lastEventOf('committee', committee.id)).toMatchObject({
      ...byAdmin(),
      action: 'committee.updated',
      changes: { alias: { before: null, after: 'BB' } },
    });
    const before = await storedEventCount(portal);
    const clash = await call('POST', '/committees', {
      token: adminToken,
      body: { name: 'Budget board', alias: null },
    });
    expect(clash.statusCode).toBe(409);
    expect(await storedEventCount(portal)).toBe(before);

    await act('DELETE', `/committees/${committee.id}`);
    expect(await lastEventOf('committee', committee.id)).toMatchObject({
      action: 'committee.deleted',
      changes: {
        name: { before: 'Budget board', after: null },
        alias: { before: 'BB', after: null },
      },
    });
  });
});

describe(`audit trail on ${testEngine}: parcels and allocations`, () => {
  it('records each write of a parcel and its allocation; a refused one leaves none', async () => {
    const parcel = await act('POST', '/parcels', newParcel('TC-AU-0001'));
    expect((await lastEventOf('parcel', parcel.id)).changes).toMatchObject({
      number: { before: null, after: 'TC-AU-0001' },
      zone: { before: null, after: 'Central Business District' },
    });
    await act('PUT', `/parcels/${parcel.id}`, {
      id: parcel.id,
      ...newParcel('TC-AU-0001'),
      max_floors: 12,
    });
    expect(await lastEventOf('parcel', parcel.id)).toMatchObject({
      ...byAdmin(),
      action: 'parcel.updated',
      changes: { max_floors: { before: 8, after: 12 } },
    });

    const allocation = await act('POST', '/parcel-allocations', {
      parcel_id: parcel.id,
      allocated_to: 'Acme Ltd',
      allocated_at: '2026-01-01',
      lease_term_years: 21,
    });
    expect(await lastEventOf('allocation', allocation.id)).toMatchObject({
      action: 'allocation.created',
      changes: {
        parcel_id: { before: null, after: parcel.id },
        allocated_to: { before: null, after: 'Acme Ltd' },
      },
    });
    const before = await storedEventCount(portal);
    const refusals = [
      await call('DELETE', `/parcels/${parcel.id}`, { token: adminToken }),
      await call('POST', '/parcel-allocations', {
        token: adminToken,
        body: {
          parcel_id: parcel.id,
          allocated_to: 'Other Ltd',
          allocated_at: '2026-01-01',
          lease_term_years: 21,
        },
      }),
      await call('POST', '/parcels', { token: adminToken, body: newParcel('TC-AU-0001') }),
    ];
    expect(refusals.map((refusal) => refusal.statusCode)).toEqual([409, 409, 409]);
    expect(await storedEventCount(portal)).toBe(before);

    await act('PUT', `/parcel-allocations/${allocation.id}`, {
      id: allocation.id,
      allocated_to: 'Acme Holdings Ltd',
      allocated_at: '2026-01-01',
      lease_term_years: 21,
    });
    expect(await lastEventOf('allocation', allocation.id)).toMatchObject({
      action: 'allocation.updated',
      changes: { allocated_to: { before: 'Acme Ltd', after: 'Acme Holdings Ltd' } },
    });
    await act('DELETE', `/parcel-allocations/${allocation.id}`);
    expect((await lastEventOf('allocation', allocation.id)).action).toBe('allocation.deleted');
    await act('DELETE', `/parcels/${parcel.id}`);
    expect((await lastEventOf('parcel', parcel.id)).action).toBe('parcel.deleted');
  });
});

describe(`audit trail on ${testEngine}: a reservation ended by an allocation`, () => {
  it('records the parcel going from Reserved to Allocated as well as the allocation', async () => {
    const parcel = await act('POST', '/parcels', {
      ...newParcel('TC-AU-0002'),
      status: 'Reserved',
    });
    const allocation = await act('POST', '/parcel-allocations', {
      parcel_id: parcel.id,
      allocated_to: 'Reserved Ltd',
      allocated_at: '2026-02-01',
      lease_term_years: 21,
    });
    expect(await lastEventOf('parcel', parcel.id)).toMatchObject({
      ...byAdmin(),
      action: 'parcel.updated',
      changes: { status: { before: 'Reserved', after: 'Allocated' } },
    });
    expect((await lastEventOf('allocation', allocation.id)).action).toBe('allocation.created');
  });
});

describe(`audit trail on ${testEngine}: API keys`, () => {
  it("records an act on someone else's key, not an owner's on their own", async () => {
    const owner = await createUser({ name: 'Kofi Keys' });
    const ownerToken = await portal.signIn(owner);
    const create = await call('POST', '/apis', {
      token: ownerToken,
      body: { name: 'Reader', expiry_date: '2099-01-01' },
    });
    const key = create.answer.data as { id: number };
    await call('PUT', `/apis/${key.id}`, {
      token: ownerToken,
      body: { id: key.id, name: 'Own rename', expiry_date: '2099-01-01' },
    });
    expect(
      await auditEvents(portal, adminToken, { record_type: 'api_key', record_id: key.id }),
    ).toEqual([]);

    await act('PUT', `/apis/${key.id}`, {
      id: key.id,
      name: 'Renamed by admin',
      expiry_date: '2099-06-30',
    });
    expect(await lastEventOf('api_key', key.id)).toMatchObject({
      ...byAdmin(),
      action: 'api_key.updated',
      changes: {
        name: { before: 'Own rename', after: 'Renamed by admin' },
        expiry_date: { before: '2099-01-01', after: '2099-06-30' },
      },
    });
    const before = await storedEventCount(portal);
    const refused = await call('PUT', `/apis/${key.id}`, {
      token: adminToken,
      body: { id: key.id, name: 'Expired', expiry_date: '2020-01-01' },
    });
    expect(refused.statusCode).toBe(422);
    expect(await storedEventCount(portal)).toBe(before);

    await act('DELETE', `/apis/${key.id}`);
    expect(await lastEventOf('api_key', key.id)).toMatchObject({
      action: 'api_key.deleted',
      changes: { user_id: { before: owner.id, after: null } },
    });
  });
});

describe(`audit trail on ${testEngine}: callers without the permission`, () => {
  it('answers 403 to each administrative write and leaves no event', async () => {
    const investorToken = await portal.signIn(await createUser({ role_id: Role.Investor }));
    const before = await storedEventCount(portal);
    const writes: [string, string, object?][] = [
      ['POST', '/users', newUser()],
      ['DELETE', `/users/${admin.id}`],
      ['POST', '/roles', { name: 'Sneaky' }],
      ['POST', '/committees', { name: 'Sneaky board', alias: null }],
      ['POST', '/parcels', newParcel('TC-AU-9999')],
      ['DELETE', `/services/1`],
    ];
    for (const [method, url, body] of writes) {
      const refused = await call(method as 'POST', url, { token: investorToken, body });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await storedEventCount(portal)).toBe(before);
  });
});

describe(`audit trail on ${testEngine}: sign-ins refused for lock-out`, () => {
  it('records each refusal with nobody as actor, the account typed and the address', async () => {
    const user = await createUser({ name: 'Lena Locked' });
    for (let n = 0; n < 5; n += 1) {
      await call('POST', '/login', { body: { email: user.email, password: 'wrong-password' } });
    }
    const before = await storedEventCount(portal);
    const refused = await call('POST', '/login', {
      body: { email: user.email, password: user.password },
      ip: '203.0.113.9',
    });
    expect(refused.statusCode).toBe(429);
    expect(await storedEventCount(portal)).toBe(before + 1);
    expect(await lastEventOf('user', user.id)).toMatchObject({
      action: 'user.sign_in_refused_locked',
      actor: null,
      ip: '203.0.113.9',
      record_id: user.id,
      changes: {},
    });
  });

  it('records a refusal for an email no account has, naming no record', async () => {
    const email = uniqueEmail('nobody');
    for (let n = 0; n < 5; n += 1) {
      await call('POST', '/login', { body: { email, password: 'wrong-password' } });
    }
    const refused = await call('POST', '/login', { body: { email, password: 'any-password' } });
    expect(refused.statusCode).toBe(429);
    const [event] = await auditEvents(portal, adminToken, {
      action: 'user.sign_in_refused_locked',
    });
    expect(event).toMatchObject({ actor: null, record_type: 'user', record_id: null });
  });
});
