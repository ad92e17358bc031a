import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { countRows, testEngine } from '@server-test/helpers/database';
import { DAY } from '@server-test/helpers/clock';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, createUser, signIn, db, adminToken, clock } = portal;
const vendorToken = await signIn(await createUser({ role_id: Role.SoftwareVendor }));

/** A call opening `fromNow` days from the portal's clock and lasting `days`. */
const window = (fromNow: number, days: number) => {
  const opens = clock.now().getTime() + fromNow * DAY;
  return {
    opens_at: new Date(opens).toISOString(),
    closes_at: new Date(opens + days * DAY).toISOString(),
  };
};
const callBody = (overrides: object = {}) => ({
  title: 'Cloud and software partners 2027',
  description: 'Software and cloud providers for the technology city.\nTwo lines.',
  categories: ['saas', 'iaas'],
  ...window(-1, 30),
  ...overrides,
});
const createCall = async (overrides: object = {}) => {
  const created = await call('POST', '/vendor-calls', {
    token: adminToken,
    body: callBody(overrides),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data as { id: number; reference: string };
};

const snapshot = async () => ({
  calls: await db.selectFrom('vendor_calls').selectAll().orderBy('id').execute(),
  events: await countRows(db, 'audit_events'),
});

describe(`vendor calls on ${testEngine}`, () => {
  it('opens a call with the next reference of its year, in UTC, audited', async () => {
    const created = await call('POST', '/vendor-calls', {
      token: adminToken,
      // Nairobi time as a form sends it; answered in UTC. Categories in any order, each once.
      body: callBody({
        categories: ['iaas', 'saas', 'iaas'],
        opens_at: '2026-11-20T09:00:00+03:00',
        closes_at: '2027-01-31T17:00:00+03:00',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const first = created.answer.data;
    expect(first).toMatchObject({
      reference: expect.stringMatching(/^VEOI-2026-\d{2}$/),
      categories: ['saas', 'iaas'],
      opens_at: '2026-11-20T06:00:00.000Z',
      closes_at: '2027-01-31T14:00:00.000Z',
      status: 'open',
      applications: 0,
      created_by: 'Ada Admin',
    });
    expect(created.answer.message).toBe(`Call ${first.reference} created.`);
    const second = await createCall();
    expect(Number(second.reference.slice(-2))).toBe(Number(first.reference.slice(-2)) + 1);
    // A call opening next year starts that year's numbering.
    const nextYear = await createCall({
      opens_at: '2027-01-01T00:30:00+03:00',
      closes_at: '2027-03-01T00:00:00+03:00',
    });
    expect(nextYear.reference).toBe('VEOI-2027-01');

    const event = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'vendor_call.created')
      .where('record_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(event.changes))).toMatchObject({
      reference: { before: null, after: first.reference },
      title: { before: null, after: 'Cloud and software partners 2027' },
    });
  });

  it('lists the open and upcoming calls to anyone, soonest closing first, nothing of staff', async () => {
    const closed = await createCall(window(-20, 5));
    const later = await createCall({ title: 'Later', ...window(1, 60) });
    const sooner = await createCall({ title: 'Sooner', ...window(-1, 3) });
    const listed = await call('GET', '/public/vendor-calls');
    expect(listed.statusCode, listed.body).toBe(200);
    const calls: { id: number; status: string }[] = listed.answer.data;
    const ids = calls.map((entry) => entry.id);
    expect(ids).not.toContain(closed.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(calls.find((entry) => entry.id === later.id)?.status).toBe('upcoming');
    expect(Object.keys(calls[0]!).sort()).toEqual(
      [
        'categories',
        'closes_at',
        'description',
        'id',
        'opens_at',
        'reference',
        'status',
        'title',
      ].sort(),
    );
  });

  it('changes a call, keeping its reference; searches and lists it', async () => {
    const created = await createCall({ title: 'Colocation racks' });
    const changed = await call('PUT', `/vendor-calls/${created.id}`, {
      token: adminToken,
      body: callBody({ title: 'Colocation racks and cages', categories: ['colocation'] }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.answer.data).toMatchObject({
      reference: created.reference,
      title: 'Colocation racks and cages',
      categories: ['colocation'],
    });
    const found = await call('POST', '/search-vendor-calls', {
      token: adminToken,
      body: { search_term: 'RACKS AND' },
    });
    expect(found.answer.message).toBe('1 call found.');
    expect(found.answer.data[0].id).toBe(created.id);
    const listed = await call('GET', '/vendor-calls?per_page=100', { token: adminToken });
    expect(listed.answer.data[0].id).toBeGreaterThanOrEqual(created.id);
  });

  it('refuses bad input with 422 on each field and changes nothing', async () => {
    const before = await snapshot();
    const refused = await call('POST', '/vendor-calls', {
      token: adminToken,
      body: {
        title: '',
        description: 'x',
        categories: [],
        opens_at: 'tomorrow',
        closes_at: '2026-12-01T09:00:00',
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.answer.errors).sort()).toEqual(
      ['categories', 'closes_at', 'opens_at', 'title'].sort(),
    );
    expect(refused.answer.errors.categories).toEqual(['Choose at least one category.']);
    const backwards = await call('POST', '/vendor-calls', {
      token: adminToken,
      body: callBody({ opens_at: '2026-12-02T00:00:00Z', closes_at: '2026-12-01T00:00:00Z' }),
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.answer.errors.closes_at).toEqual([
      'The closing time must be after the opening time.',
    ]);
    const unknownCategory = await call('POST', '/vendor-calls', {
      token: adminToken,
      body: callBody({ categories: ['hosting'] }),
    });
    expect(unknownCategory.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every call without vendors.manage, and anyone signed out but for the public list', async () => {
    const created = await createCall();
    const before = await snapshot();
    for (const [method, url, body] of [
      ['GET', '/vendor-calls'],
      ['POST', '/vendor-calls', callBody()],
      ['GET', `/vendor-calls/${created.id}`],
      ['PUT', `/vendor-calls/${created.id}`, callBody()],
      ['DELETE', `/vendor-calls/${created.id}`],
    ] as const) {
      expect((await call(method, url, { token: vendorToken, body })).statusCode).toBe(403);
      expect((await call(method, url, { body })).statusCode).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('deletes a call without applications, and refuses one with applications with 409', async () => {
    const empty = await createCall();
    const deleted = await call('DELETE', `/vendor-calls/${empty.id}`, { token: adminToken });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/vendor-calls/${empty.id}`, { token: adminToken })).statusCode).toBe(
      404,
    );

    const taken = await createCall();
    await db
      .insertInto('applications')
      .values({ reference: 'VND-TEST-1', journey: 'vendor', call_id: taken.id })
      .execute();
    const before = await snapshot();
    const refused = await call('DELETE', `/vendor-calls/${taken.id}`, { token: adminToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.answer.message).toBe(
      'This call has 1 application: it cannot be deleted. Change its closing time to end it.',
    );
    expect(await snapshot()).toEqual(before);
    // The database refuses it too, whatever the route checked before.
    await expect(
      db.deleteFrom('vendor_calls').where('id', '=', taken.id).execute(),
    ).rejects.toThrow();
  });

  it('answers 404 for a call that does not exist', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const missing = await call(method, '/vendor-calls/999999', {
        token: adminToken,
        body: method === 'PUT' ? callBody() : undefined,
      });
      expect(missing.statusCode).toBe(404);
    }
  });

  // Last: it moves the clock past every other test's session.
  it('derives the status from the clock: upcoming, open, closed', async () => {
    const upcoming = await createCall(window(2, 10));
    // Signed in afresh after each jump: a session does not outlive days of idleness.
    const read = async () =>
      (
        await call('GET', `/vendor-calls/${upcoming.id}`, {
          token: await signIn(portal.admin),
        })
      ).answer.data.status;
    expect(await read()).toBe('upcoming');
    clock.advance(2 * DAY);
    expect(await read()).toBe('open');
    clock.advance(10 * DAY);
    expect(await read()).toBe('closed');
  });
});
