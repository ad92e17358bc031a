import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { countRows, testEngine } from '@server-test/helpers/database';
import { HOUR } from '@server-test/helpers/clock';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, createUser, db, clock, adminToken, signIn } = portal;
const ivy = await createUser({ name: 'Ivy Investor', role_id: Role.Investor });
const dan = await createUser({ name: 'Dan Developer', role_id: Role.Developer });
let ivyToken = await signIn(ivy);
let danToken = await signIn(dan);

type KeyAnswer = { id: number; name: string; key: string; status: string; expiry_date: string };

async function createKey(token: string, name: string, expiry_date = '2027-06-30') {
  const created = await call('POST', '/apis', { token, body: { name, expiry_date } });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data as KeyAnswer & { api_owner: { id: number; name: string } };
}

const storedKey = (id: number) =>
  db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe(`API keys on ${testEngine}: who may call`, () => {
  const calls: [string, string, object?][] = [
    ['GET', '/apis'],
    ['POST', '/search-apis', { search_term: 'a' }],
    ['POST', '/apis', { name: 'Planning app', expiry_date: '2027-01-01' }],
    ['GET', '/apis/1'],
    ['PUT', '/apis/1', { id: 1, name: 'Renamed', expiry_date: '2027-01-01' }],
    ['DELETE', '/apis/1'],
  ];

  it.each(calls)(
    '%s %s answers 401 signed out and 403 before email verification',
    async (method, url, body) => {
      const before = await countRows(db, 'api_keys');
      expect((await call(method, url, { body })).statusCode).toBe(401);
      const pending = await createUser({ role_id: Role.RegisteredUser, email_verified_at: null });
      const refused = await call(method, url, { body, token: await signIn(pending) });
      expect(refused.statusCode).toBe(403);
      expect(refused.answer.code).toBe('email_not_verified');
      expect(await countRows(db, 'api_keys')).toBe(before);
    },
  );
});

describe(`API keys on ${testEngine}: create and keep`, () => {
  it('creates a key for its caller, shows it, and keeps only a hash and a sealed copy', async () => {
    const key = await createKey(ivyToken, '  Planning app ');
    expect(key).toMatchObject({
      name: 'Planning app',
      requests: 0,
      expiry_date: '2027-06-30',
      status: 'Active',
      api_owner: { id: ivy.id, name: 'Ivy Investor' },
    });
    expect(key.key).toMatch(/^tck_[\w-]{43}$/);

    const stored = await storedKey(key.id);
    expect(stored.user_id).toBe(ivy.id);
    for (const column of Object.values(stored)) {
      expect(String(column)).not.toContain(key.key.slice(4));
    }
    expect(stored.key_prefix).toBe(key.key.slice(0, 8));
    // Read back in clear by its owner, the same key.
    const read = await call('GET', `/apis/${key.id}`, { token: ivyToken });
    expect(read.answer.data.key).toBe(key.key);
  });

  it.each([
    [{ name: '', expiry_date: '2027-01-01' }, 'name', messages.required],
    [{ name: 'App', expiry_date: '' }, 'expiry_date', messages.required],
    [{ name: 'App', expiry_date: '2027-02-30' }, 'expiry_date', messages.calendarDate],
    [{ name: 'App', expiry_date: '01/02/2027' }, 'expiry_date', messages.calendarDate],
    [{ name: 'x'.repeat(101), expiry_date: '2027-01-01' }, 'name', messages.maxLength(100)],
    // The manual clock's today is 2026-11-21 in Nairobi: a key must outlive it (record 0028).
    [{ name: 'App', expiry_date: '2026-11-21' }, 'expiry_date', messages.expiryInFuture],
    [{ name: 'App', expiry_date: '2020-01-01' }, 'expiry_date', messages.expiryInFuture],
  ])('refuses %o with 422 and creates nothing', async (body, field, message) => {
    const before = await countRows(db, 'api_keys');
    const refused = await call('POST', '/apis', { token: ivyToken, body });
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors?.[field]).toEqual([message]);
    expect(await countRows(db, 'api_keys')).toBe(before);
  });
});

describe(`API keys on ${testEngine}: each user's own, every key for an administrator`, () => {
  it("keeps one user's key from another: 404 to read, change or delete it, and nothing changes", async () => {
    const key = await createKey(ivyToken, 'Ivy private');
    const before = await storedKey(key.id);
    const body = { id: key.id, name: 'Taken over', expiry_date: '2030-01-01' };
    expect((await call('GET', `/apis/${key.id}`, { token: danToken })).statusCode).toBe(404);
    expect((await call('PUT', `/apis/${key.id}`, { token: danToken, body })).statusCode).toBe(404);
    expect((await call('DELETE', `/apis/${key.id}`, { token: danToken })).statusCode).toBe(404);
    expect(await storedKey(key.id)).toEqual(before);
  });

  it('lists and searches only the caller’s keys; an administrator gets every key with its owner', async () => {
    const ivys = await createKey(ivyToken, 'Zoning dashboard');
    const dans = await createKey(danToken, 'Zoning importer');

    const danList = await call('GET', '/apis?per_page=100', { token: danToken });
    const danIds = danList.answer.data.map((key: KeyAnswer) => key.id);
    expect(danIds).toContain(dans.id);
    expect(danIds).not.toContain(ivys.id);

    const found = await call('POST', '/search-apis', {
      token: danToken,
      body: { search_term: 'ZONING' },
    });
    expect(found.answer.data.map((key: KeyAnswer) => key.id)).toEqual([dans.id]);
    expect(found.answer.message).toBe('1 API key found.');

    const all = await call('POST', '/search-apis', {
      token: adminToken,
      body: { search_term: 'zoning' },
    });
    expect(
      all.answer.data.map((key: { api_owner: { name: string } }) => key.api_owner.name),
    ).toEqual(['Dan Developer', 'Ivy Investor']);
    const read = await call('GET', `/apis/${ivys.id}`, { token: adminToken });
    expect(read.answer.data.key).toBe(ivys.key);
  });
});

describe(`API keys on ${testEngine}: change and delete`, () => {
  it('renames a key and moves its expiry date; the key itself stays', async () => {
    const key = await createKey(danToken, 'Importer');
    const changed = await call('PUT', `/apis/${key.id}`, {
      token: danToken,
      body: { id: key.id, name: 'Nightly importer', expiry_date: '2028-01-31' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.answer.message).toBe('API key updated successfully.');
    expect(changed.answer.data).toMatchObject({
      name: 'Nightly importer',
      expiry_date: '2028-01-31',
      key: key.key,
    });
  });

  it('refuses a body whose id is not the path’s, and changes nothing', async () => {
    const key = await createKey(danToken, 'Mismatch');
    const refused = await call('PUT', `/apis/${key.id}`, {
      token: danToken,
      body: { id: key.id + 1000, name: 'Other', expiry_date: '2028-01-31' },
    });
    expect(refused.statusCode).toBe(422);
    expect((await storedKey(key.id)).name).toBe('Mismatch');
  });

  it('deletes a key of the caller’s, after which it is unknown', async () => {
    const key = await createKey(danToken, 'Short-lived');
    const removed = await call('DELETE', `/apis/${key.id}`, { token: danToken });
    expect(removed.statusCode).toBe(200);
    expect(removed.answer.message).toBe('API key deleted successfully.');
    expect((await call('GET', `/apis/${key.id}`, { token: danToken })).statusCode).toBe(404);
  });

  it('lets an administrator delete anybody’s key', async () => {
    const key = await createKey(ivyToken, 'Removed by admin');
    expect((await call('DELETE', `/apis/${key.id}`, { token: adminToken })).statusCode).toBe(200);
    expect(await db.selectFrom('api_keys').where('id', '=', key.id).select('id').execute()).toEqual(
      [],
    );
  });
});

describe(`API keys on ${testEngine}: Active through the expiry date, in Nairobi`, () => {
  // 09:00 UTC on 2026-11-21 is noon in Nairobi; 22:30 UTC on the 22nd is 01:30 on the 23rd there.
  let tomorrow: KeyAnswer;
  let dayAfter: KeyAnswer;

  it('turns Expired once the expiry date has ended in the authority’s time zone', async () => {
    tomorrow = await createKey(ivyToken, 'Ends tomorrow', '2026-11-22');
    dayAfter = await createKey(ivyToken, 'Ends the day after', '2026-11-23');
    expect(tomorrow.status).toBe('Active');
    expect(dayAfter.status).toBe('Active');

    clock.advance(37.5 * HOUR);
    ivyToken = await signIn(ivy);
    danToken = await signIn(dan);
    const statusOf = async (id: number) =>
      (await call('GET', `/apis/${id}`, { token: ivyToken })).answer.data.status;
    expect(await statusOf(tomorrow.id)).toBe('Expired');
    expect(await statusOf(dayAfter.id)).toBe('Active');
  });

  it('lets an expired key keep its date when renamed, but not take another date from the past', async () => {
    const renamed = await call('PUT', `/apis/${tomorrow.id}`, {
      token: ivyToken,
      body: { id: tomorrow.id, name: 'Old importer', expiry_date: '2026-11-22' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.answer.data).toMatchObject({ name: 'Old importer', status: 'Expired' });

    const before = await storedKey(tomorrow.id);
    // Today, the 23rd, is no new expiry date either: the key would have hours left.
    for (const expiry_date of ['2026-11-23', '2026-11-21']) {
      const refused = await call('PUT', `/apis/${tomorrow.id}`, {
        token: ivyToken,
        body: { id: tomorrow.id, name: 'Moved', expiry_date },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.answer.errors).toEqual({ expiry_date: [messages.expiryInFuture] });
    }
    expect(await storedKey(tomorrow.id)).toEqual(before);
  });
});
