import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { PARCEL_API } from '@portal/shared/parcel-api';
import { testEngine } from '../helpers/database';
import { startBackOffice } from '../helpers/portal';

const portal = await startBackOffice();
const { app, call, createUser, adminToken } = portal;

/** Public reference data for the register form, the one answer browsers may keep. */
const PUBLIC_LISTS = '/api/unpaginated-items-home';

const created = await call('POST', '/apis', {
  token: adminToken,
  body: { name: 'Planning app', expiry_date: '2027-06-30' },
});
const apiKey = created.answer.data as { id: number; key: string };

type Operations = Record<string, Record<string, unknown>>;
const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
  paths: Operations;
}>();
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => [method.toUpperCase(), path] as const),
);

describe(`Cache-Control on ${testEngine}`, () => {
  it('the keys list, a key and the profile, secrets all, are never stored', async () => {
    for (const url of ['/apis', `/apis/${apiKey.id}`, '/profile']) {
      const answer = await call('GET', url, { token: adminToken });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    expect((await call('GET', '/apis', { token: adminToken })).body).toContain(apiKey.key);
  });

  it('every documented /api call answers no-store, whatever its status', async () => {
    // A signed-in user of its own: the sweep calls logout too.
    const token = await portal.signIn(await createUser({ role_id: Role.Administrator }));
    expect(operations.length).toBeGreaterThan(40);
    const statuses = new Set<number>();
    for (const [method, path] of operations) {
      const url = path.replace(/\{[^}]+\}/g, '999999');
      if (url === PUBLIC_LISTS) continue;
      const answer = await app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      statuses.add(answer.statusCode);
      expect(answer.headers['cache-control'], `${method} ${url}: ${answer.statusCode}`).toBe(
        'no-store',
      );
    }
    // Successes and refusals alike were swept (signed out, no XSRF header, unknown records).
    expect([...statuses]).toEqual(expect.arrayContaining([200, 401, 403, 404]));
  });

  it.each([
    ['an unknown /api path', '/api/no-such-call', 404],
    ['a signed-out call', '/api/users', 401],
    ['the parcel API without a key', PARCEL_API.parcels, 401],
  ])('%s answers no-store too', async (_name, url, status) => {
    const answer = await app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(status);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('the parcel API answers no-store with a key too', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `${PARCEL_API.parcels}?apiKey=${apiKey.key}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('the register form lists, public reference data, stay cacheable for an hour', async () => {
    const answer = await app.inject({ method: 'GET', url: PUBLIC_LISTS });
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });
});
