import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AccountStatus, Role } from '@portal/shared/constants';
import { PARCEL_API, PARCEL_API_DEFAULT_PAGE_SIZE } from '@portal/shared/parcel-api';
import { newApiKey } from '@server/lib/api-key-vault';
import { memoryLog } from '@server-test/helpers/app';
import { HOUR, MINUTE } from '@server-test/helpers/clock';
import { countRows, testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';

const log = memoryLog();
const portal = await startBackOffice({ logStream: log, env: { LOG_LEVEL: 'info' } });
const { app, call, createUser, db, clock, signIn } = portal;
const dan = await createUser({ name: 'Dan Developer', role_id: Role.Developer });
const danToken = await signIn(dan);
const ONE_DAY_AND_A_HALF = 36 * HOUR;

/** Dan's new key, valid through `expiry_date` ('2027-06-30' unless told). */
async function createKey(expiry_date = '2027-06-30') {
  const created = await call('POST', '/apis', {
    token: danToken,
    body: { name: 'Planning app', expiry_date },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data as { id: number; key: string };
}

/** A parcel API call as a developer's program makes it: no cookie, no XSRF header. */
async function fetchApi(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return Object.assign(response, { answer: response.json() });
}

const requestsOn = async (id: number) =>
  (await call('GET', `/apis/${id}`, { token: danToken })).answer.data.requests as number;

const parcelsByNumber = async () =>
  (await db.selectFrom('parcels').select('number').execute())
    .map((row) => row.number)
    .sort()
    .reverse();

describe(`parcel API on ${testEngine}: answers`, () => {
  it('answers parcels by number, descending, with the total and each documented field', async () => {
    const { key } = await createKey();
    const res = await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // A program keeps no cookie: no XSRF cookie is handed out on this API.
    expect(res.headers['set-cookie']).toBeUndefined();
    const { status, totalResults, parcels } = res.answer;
    expect(status).toBe('ok');
    expect(totalResults).toBe(await countRows(db, 'parcels'));
    expect(parcels).toHaveLength(PARCEL_API_DEFAULT_PAGE_SIZE);
    const expected = (await parcelsByNumber()).slice(0, PARCEL_API_DEFAULT_PAGE_SIZE);
    expect(parcels.map((p: { number: string }) => p.number)).toEqual(expected);
    expect(Object.keys(parcels[0]).sort()).toEqual(
      ['acre', 'land_use', 'max_floors', 'min_floors', 'number', 'status', 'zone'].sort(),
    );
    const stored = await db
      .selectFrom('parcels')
      .selectAll()
      .where('number', '=', parcels[0].number)
      .executeTakeFirstOrThrow();
    expect(parcels[0].acre).toBe(Number(stored.acre));
    expect(parcels[0].max_floors).toBe(stored.max_floors);
  });

  it('finds one parcel by its number, in any case, in the same answer shape', async () => {
    const { id, key } = await createKey();
    const [wanted] = (await parcelsByNumber()).slice(7, 8);
    const found = await fetchApi(
      `${PARCEL_API.parcels}?apiKey=${key}&number=${encodeURIComponent(wanted!.toLowerCase())}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.answer).toEqual({
      status: 'ok',
      totalResults: 1,
      parcels: [expect.objectContaining({ number: wanted })],
    });
    const none = await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}&number=TC-NOWHERE-1`);
    expect(none.answer).toEqual({ status: 'ok', totalResults: 0, parcels: [] });
    expect(await requestsOn(id)).toBe(2);
  });

  it('shows an allocated parcel as Allocated', async () => {
    const { key } = await createKey();
    const all = await fetchApi(`${PARCEL_API.parcels}?pageSize=100&page=1`, {
      authorization: key,
    });
    const allocated = await db
      .selectFrom('parcels')
      .innerJoin('parcel_allocations', 'parcel_allocations.parcel_id', 'parcels.id')
      .select('parcels.number')
      .execute();
    const shown = new Set(allocated.map((row) => row.number));
    for (const parcel of all.answer.parcels as { number: string; status: string }[]) {
      expect(parcel.status === 'Allocated').toBe(shown.has(parcel.number));
    }
  });

  it('pages with page and pageSize; past the end the list is empty and the total the same', async () => {
    const { key } = await createKey();
    const headers = { authorization: `Bearer ${key}` };
    const second = await fetchApi(`${PARCEL_API.parcels}?page=2&pageSize=5`, headers);
    expect(second.answer.parcels.map((p: { number: string }) => p.number)).toEqual(
      (await parcelsByNumber()).slice(5, 10),
    );
    const beyond = await fetchApi(`${PARCEL_API.parcels}?page=1000&pageSize=100`, headers);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.answer).toEqual({
      status: 'ok',
      totalResults: await countRows(db, 'parcels'),
      parcels: [],
    });
  });

  it('answers allocations by allocation date, newest first, with whom, when and how long', async () => {
    const { key } = await createKey();
    const res = await fetchApi(`${PARCEL_API.allocations}?apiKey=${key}&pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer.totalResults).toBe(await countRows(db, 'parcel_allocations'));
    const dates = res.answer.parcels.map((p: { allocated_at: string }) => p.allocated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.answer.parcels[0]).toEqual({
      number: expect.stringMatching(/^TC-P\d-\d{4}$/),
      acre: expect.any(Number),
      min_floors: expect.any(Number),
      max_floors: expect.any(Number),
      land_use: expect.any(String),
      zone: expect.any(String),
      allocated_to: expect.any(String),
      allocated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      lease_term_years: expect.any(Number),
    });
    expect([21, 60, 90]).toContain(res.answer.parcels[0].lease_term_years);
  });

  it('takes the key as a raw or Bearer Authorization header, with the same answer', async () => {
    const { key } = await createKey();
    const byQuery = await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}`);
    const raw = await fetchApi(PARCEL_API.parcels, { authorization: key });
    const bearer = await fetchApi(PARCEL_API.parcels, { authorization: `bearer  ${key}` });
    expect(raw.statusCode).toBe(200);
    expect(bearer.statusCode).toBe(200);
    expect(raw.answer).toEqual(byQuery.answer);
    expect(bearer.answer).toEqual(byQuery.answer);
  });
});

describe(`parcel API on ${testEngine}: kept answers and headers`, () => {
  it("shows an administrator's change at once, though the register is kept for a second", async () => {
    const { key } = await createKey();
    const url = `${PARCEL_API.parcels}?apiKey=${key}&pageSize=1`;
    // As after a change on another instance: this one reads the register on its next call.
    app.parcelRegister.clear();
    const first = await fetchApi(url);
    const again = await fetchApi(url);
    expect(first.headers['server-timing']).toMatch(/page;desc=read/);
    expect(again.headers['server-timing']).toMatch(/page;desc=kept/);
    expect(again.answer).toEqual(first.answer);

    const created = await call('POST', '/parcels', {
      token: portal.adminToken,
      body: {
        number: 'ZZ-NEWEST-1',
        acre: '1.25',
        min_floors: 1,
        max_floors: 3,
        land_use: 'Utilities',
        zone: 'Light Industry Park',
        status: 'Available',
      },
    });
    expect(created.statusCode).toBe(201);
    const after = await fetchApi(url);
    expect(after.answer.totalResults).toBe(first.answer.totalResults + 1);
    expect(after.answer.parcels[0]).toMatchObject({ number: 'ZZ-NEWEST-1', acre: 1.25 });
  });

  it('sends the headers of a JSON API, not those of a page', async () => {
    const { key } = await createKey();
    const res = await fetchApi(PARCEL_API.parcels, { authorization: key });
    const refused = await fetchApi(PARCEL_API.parcels);
    for (const answer of [res, refused]) {
      expect(answer.headers).toMatchObject({
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      });
      // Nothing of the browser-facing portal: programs keep no cookie and show no page.
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers['permissions-policy']).toBeUndefined();
      expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    expect(res.headers['server-timing']).toMatch(/^page;desc=(read|kept)$/);
  });
});

describe(`parcel API on ${testEngine}: refusals`, () => {
  it.each([
    [
      'the key twice',
      (key: string) => `?apiKey=${key}&apiKey=${key}`,
      "'apiKey' is given more than once",
    ],
    ['page 0', (key: string) => `?apiKey=${key}&page=0`, "'page' must be a whole number from 1"],
    [
      'a page that is no number',
      (key: string) => `?apiKey=${key}&page=two`,
      "'page' must be a whole number",
    ],
    [
      'pageSize 101',
      (key: string) => `?apiKey=${key}&pageSize=101`,
      "'pageSize' must be a whole number from 1 to 100",
    ],
    [
      'pageSize twice',
      (key: string) => `?apiKey=${key}&pageSize=5&pageSize=6`,
      "'pageSize' is given more than once",
    ],
    [
      'an empty number',
      (key: string) => `?apiKey=${key}&number=`,
      "'number' must be a parcel number",
    ],
    [
      'an unknown parameter',
      (key: string) => `?apiKey=${key}&pagesize=5`,
      "'pagesize' is not known",
    ],
  ])('answers 400 parameterInvalid for %s, and counts nothing', async (_case, query, message) => {
    const { id, key } = await createKey();
    const res = await fetchApi(`${PARCEL_API.parcels}${query(key)}`);
    expect(res.statusCode).toBe(400);
    expect(res.answer).toEqual({
      status: 'error',
      code: 'parameterInvalid',
      message: expect.stringContaining(message),
    });
    expect(await requestsOn(id)).toBe(0);
  });

  it('answers 400 when the key is given both in the query and in the header', async () => {
    const { key } = await createKey();
    const res = await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}`, { authorization: key });
    expect(res.statusCode).toBe(400);
    expect(res.answer.code).toBe('parameterInvalid');
  });

  it.each([
    ['no key', '', {}, 'apiKeyMissing'],
    ['an empty apiKey', '?apiKey=', {}, 'apiKeyMissing'],
    ['an unknown key', `?apiKey=${newApiKey()}`, {}, 'apiKeyInvalid'],
    ['a key of the wrong shape', '?apiKey=not-a-key', {}, 'apiKeyInvalid'],
    [
      'a base64 Basic header',
      '',
      { authorization: `Basic ${Buffer.from('x:y').toString('base64')}` },
      'apiKeyInvalid',
    ],
  ])('answers 401 for %s', async (_case, query, headers, code) => {
    const res = await fetchApi(`${PARCEL_API.parcels}${query}`, headers);
    expect(res.statusCode).toBe(401);
    expect(res.answer).toEqual({ status: 'error', code, message: expect.any(String) });
  });

  it('keeps a key working through its expiry date in Nairobi, and refuses it the day after', async () => {
    // The manual clock starts at 2026-11-21T09:00Z, noon in Nairobi; a new key expires after today.
    const { id, key } = await createKey('2026-11-22');
    expect((await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}`)).statusCode).toBe(200);
    clock.advance(ONE_DAY_AND_A_HALF - MINUTE); // 23:59 on the 22nd in Nairobi (UTC+3)
    expect((await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}`)).statusCode).toBe(200);
    clock.advance(MINUTE);
    const expired = await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.answer.code).toBe('apiKeyExpired');
    // Back to noon, where Dan's session is still fresh, for this check and the tests after it.
    clock.advance(-ONE_DAY_AND_A_HALF);
    expect(await requestsOn(id)).toBe(2);
  });

  it('takes a new expiry date at once: an expired key moved on works again', async () => {
    const { id, key } = await createKey('2026-11-22');
    clock.advance(ONE_DAY_AND_A_HALF); // the 23rd in Nairobi: the key has expired
    expect((await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}`)).answer.code).toBe(
      'apiKeyExpired',
    );
    const edited = await call('PUT', `/apis/${id}`, {
      token: await signIn(dan),
      body: { id, name: 'Planning app', expiry_date: '2027-06-30' },
    });
    expect(edited.answer.data.status).toBe('Active');
    expect((await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}`)).statusCode).toBe(200);
    clock.advance(-ONE_DAY_AND_A_HALF);
  });

  it('refuses a deleted key at once, and the key of a blocked owner', async () => {
    const { id, key } = await createKey();
    expect((await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/apis/${id}`, { token: danToken })).statusCode).toBe(200);
    expect((await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}`)).answer.code).toBe(
      'apiKeyInvalid',
    );

    const owner = await createUser({ name: 'Soon Blocked', role_id: Role.Developer });
    const ownerToken = await signIn(owner);
    const created = await call('POST', '/apis', {
      token: ownerToken,
      body: { name: 'Soon blocked', expiry_date: '2027-01-01' },
    });
    const ownerKey = `${PARCEL_API.parcels}?apiKey=${created.answer.data.key}`;
    // Used once, so its look-up is remembered when the administrator blocks the owner.
    expect((await fetchApi(ownerKey)).statusCode).toBe(200);
    const block = await call('POST', `/update-account-status/${owner.id}`, {
      token: portal.adminToken,
      body: {
        id: owner.id,
        name: 'Soon Blocked',
        email: owner.email,
        status: AccountStatus.Blocked,
      },
    });
    expect(block.statusCode, block.body).toBe(200);
    const blocked = await fetchApi(ownerKey);
    expect(blocked.statusCode).toBe(401);
  });
});

describe(`parcel API on ${testEngine}: counting and limits`, () => {
  it('counts every successful call exactly, under concurrency, and no refused one', async () => {
    const { id, key } = await createKey();
    const calls = 40;
    const answers = await Promise.all(
      Array.from({ length: calls }, (_, n) =>
        fetchApi(n % 2 ? `${PARCEL_API.parcels}?apiKey=${key}` : PARCEL_API.allocations, {
          ...(n % 2 ? {} : { authorization: `Bearer ${key}` }),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(calls).fill(200));
    await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}&page=-1`);
    expect(await requestsOn(id)).toBe(calls);
    const listed = await call('GET', '/apis', { token: danToken });
    expect(listed.answer.data.find((row: { id: number }) => row.id === id).requests).toBe(calls);
  });

  it('tells the limit and what is left of it on every answer', async () => {
    const { key } = await createKey();
    const first = await fetchApi(PARCEL_API.parcels, { authorization: key });
    const second = await fetchApi(PARCEL_API.parcels, { authorization: key });
    expect(first.headers['x-ratelimit-limit']).toBe('60');
    expect(first.headers['x-ratelimit-remaining']).toBe('59');
    expect(second.headers['x-ratelimit-remaining']).toBe('58');
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it('refuses the 61st call of a minute with 429 and Retry-After, counting only the 60', async () => {
    // At a minute's start, so the whole run sits in one window.
    clock.advance(MINUTE - (clock.now().getTime() % MINUTE));
    const { id, key } = await createKey();
    const other = await createKey();
    for (let n = 0; n < 60; n += 1) {
      expect((await fetchApi(PARCEL_API.parcels, { authorization: key })).statusCode).toBe(200);
    }
    clock.advance(15_000);
    const refused = await fetchApi(PARCEL_API.parcels, { authorization: key });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.answer).toEqual({
      status: 'error',
      code: 'rateLimited',
      message: expect.stringContaining('45 seconds'),
    });
    // Another key has its own limit, and the next minute this one works again.
    expect((await fetchApi(PARCEL_API.parcels, { authorization: other.key })).statusCode).toBe(200);
    clock.advance(45_000);
    expect((await fetchApi(PARCEL_API.parcels, { authorization: key })).statusCode).toBe(200);
    expect(await requestsOn(id)).toBe(61);
  });

  it('writes no key into the log, from the query or from the header', async () => {
    const { key } = await createKey();
    await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}`);
    await fetchApi(PARCEL_API.parcels, { authorization: `Bearer ${key}` });
    await fetchApi(`${PARCEL_API.parcels}?apiKey=${key}x`);
    const logged = log.lines.join('\n');
    expect(logged).toContain('/api/v1/parcels?apiKey=[REDACTED]');
    expect(logged).not.toContain(key);
    expect(logged).not.toContain(key.slice(4, 20));
  });
});

describe(`parcel API on ${testEngine}: a server failure`, () => {
  it('answers 500 unexpectedError without detail, and logs the cause', async () => {
    const { key } = await createKey();
    await sql`alter table parcels rename to parcels_away`.execute(db);
    app.parcelRegister.clear();
    try {
      const res = await fetchApi(`${PARCEL_API.parcels}?pageSize=13`, { authorization: key });
      expect(res.statusCode).toBe(500);
      expect(res.answer).toEqual({
        status: 'error',
        code: 'unexpectedError',
        message: 'The server failed; try again later.',
      });
      expect(log.lines.join('\n')).toContain('parcel API failed');
    } finally {
      await sql`alter table parcels_away rename to parcels`.execute(db);
    }
  });
});
