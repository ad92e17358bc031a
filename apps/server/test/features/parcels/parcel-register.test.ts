import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { parcelMessages } from '@portal/shared/parcels';
import { countRows, testEngine } from '@server-test/helpers/database';
import { pageLink, startBackOffice } from '@server-test/helpers/portal';
import { newParcel as parcel } from '@server-test/helpers/parcel-fixtures';

const portal = await startBackOffice();
const { call, createUser, db, adminToken } = portal;
const ivy = await createUser({ name: 'Ivy Investor', role_id: Role.Investor });
const investorToken = await portal.signIn(ivy);

async function createParcel(number: string) {
  const created = await call('POST', '/parcels', { token: adminToken, body: parcel(number) });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data as { id: number; number: string; status: string };
}

async function allocate(parcel_id: number, extra: object = {}) {
  const body = {
    parcel_id,
    allocated_to: 'Savannah Data Centres Ltd',
    allocated_at: '2026-03-01',
    lease_term_years: 60,
    ...extra,
  };
  return call('POST', '/parcel-allocations', { token: adminToken, body });
}

let refusedSerial = 10;

/** Parcels and allocations as they are stored, to show that a refused call changed nothing. */
const register = async () => ({
  parcels: await db.selectFrom('parcels').selectAll().orderBy('id').execute(),
  allocations: await db.selectFrom('parcel_allocations').selectAll().orderBy('id').execute(),
});

describe(`parcel register on ${testEngine}: who may call`, () => {
  const calls: [string, string, object?][] = [
    ['GET', '/parcels'],
    ['POST', '/search-parcels', { search_term: 'TC' }],
    ['POST', '/parcels', parcel('TC-X-0001')],
    ['GET', '/parcels/1'],
    ['PUT', '/parcels/1', { id: 1, ...parcel('TC-X-0002') }],
    ['DELETE', '/parcels/1'],
    ['GET', '/parcel-allocations'],
    ['POST', '/search-parcel-allocations', { search_term: 'Ltd' }],
    [
      'POST',
      '/parcel-allocations',
      { parcel_id: 1, allocated_to: 'X', allocated_at: '2026-01-01', lease_term_years: 21 },
    ],
    ['GET', '/parcel-allocations/1'],
    [
      'PUT',
      '/parcel-allocations/1',
      { id: 1, allocated_to: 'X', allocated_at: '2026-01-01', lease_term_years: 21 },
    ],
    ['DELETE', '/parcel-allocations/1'],
  ];

  it.each(calls)(
    '%s %s answers 401 signed out and 403 to a non-administrator, and changes nothing',
    async (method, url, body) => {
      const before = await register();
      expect((await call(method, url, { body })).statusCode).toBe(401);
      expect((await call(method, url, { body, token: investorToken })).statusCode).toBe(403);
      expect(await register()).toEqual(before);
    },
  );
});

describe(`parcel register on ${testEngine}: parcels`, () => {
  it('lists the seeded register, 10 a page, newest first', async () => {
    const page = await call('GET', '/parcels', { token: adminToken });
    expect(page.statusCode).toBe(200);
    expect(page.answer.total).toBe(await countRows(db, 'parcels'));
    expect(page.answer.data).toHaveLength(10);
    const ids = page.answer.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('creates a parcel with its number in upper case, and reads it back', async () => {
    const created = await call('POST', '/parcels', {
      token: adminToken,
      body: { ...parcel(' tc-p9-0001 '), acre: '0.75', status: 'Reserved' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.answer.message).toBe('Parcel created successfully.');
    expect(created.answer.data).toMatchObject({
      number: 'TC-P9-0001',
      acre: '0.75',
      status: 'Reserved',
      allocation: null,
      created_by: 'Ada Admin',
    });
    const read = await call('GET', `/parcels/${created.answer.data.id}`, { token: adminToken });
    expect(read.answer.data).toEqual(created.answer.data);
  });

  it('refuses a number already in the register, whatever its case (409), and changes nothing', async () => {
    await createParcel('TC-P9-0002');
    const before = await register();
    const refused = await call('POST', '/parcels', {
      token: adminToken,
      body: parcel('tc-p9-0002'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.answer.message).toBe('A parcel with this number already exists.');
    expect(await register()).toEqual(before);
  });

  it.each([
    [{ number: '' }, 'number', messages.required],
    [{ number: 'TC P1 0001' }, 'number', parcelMessages.number],
    [{ acre: '0' }, 'acre', parcelMessages.acre],
    [{ acre: '2.555' }, 'acre', parcelMessages.acre],
    [{ acre: '-1' }, 'acre', parcelMessages.acre],
    [{ min_floors: 1.5 }, 'min_floors', parcelMessages.floors],
    [{ max_floors: 201 }, 'max_floors', parcelMessages.floors],
    [{ min_floors: 6, max_floors: 3 }, 'max_floors', parcelMessages.floorsOrder],
    [{ land_use: 'Casino' }, 'land_use', parcelMessages.choice],
    [{ zone: undefined }, 'zone', messages.required],
    [{ status: 'Allocated' }, 'status', parcelMessages.choice],
  ])(
    'refuses %o with the message of %s (422), and changes nothing',
    async (change, field, message) => {
      const before = await register();
      const refused = await call('POST', '/parcels', {
        token: adminToken,
        body: { ...parcel('TC-P9-0100'), ...change },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.answer.errors[field]).toEqual([message]);
      expect(await register()).toEqual(before);
    },
  );

  it('edits a parcel, and refuses a body whose id is another parcel', async () => {
    const { id } = await createParcel('TC-P9-0003');
    const edited = await call('PUT', `/parcels/${id}`, {
      token: adminToken,
      body: { id, ...parcel('TC-P9-0003'), max_floors: 12, zone: 'Mixed-Use Corridor' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.answer.message).toBe('Parcel updated successfully.');
    expect(edited.answer.data).toMatchObject({ max_floors: 12, zone: 'Mixed-Use Corridor' });

    const before = await register();
    const mismatched = await call('PUT', `/parcels/${id}`, {
      token: adminToken,
      body: { id: id + 1, ...parcel('TC-P9-0003'), max_floors: 20 },
    });
    expect(mismatched.statusCode).toBe(422);
    expect(await register()).toEqual(before);
  });

  it('answers 404 for a parcel that does not exist', async () => {
    for (const method of ['GET', 'DELETE']) {
      const missing = await call(method, '/parcels/999999', { token: adminToken });
      expect(missing.statusCode).toBe(404);
      expect(missing.answer.message).toBe('Parcel not found.');
    }
  });

  it('searches by number, zone or allottee, and the page links keep the term', async () => {
    const byZone = await call('POST', '/search-parcels?per_page=5', {
      token: adminToken,
      body: { search_term: 'light industry' },
    });
    const inZone = await db
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('zone', '=', 'Light Industry Park')
      .executeTakeFirstOrThrow();
    expect(byZone.answer.total).toBe(Number(inZone.n));
    expect(byZone.answer.message).toBe(`${inZone.n} parcels found.`);
    expect(pageLink(byZone.answer, 'Next »').searchParams.get('search_term')).toBe(
      'light industry',
    );

    const byNumber = await call('POST', '/search-parcels', {
      token: adminToken,
      body: { search_term: 'tc-p1-0042' },
    });
    expect(byNumber.answer.data.map((row: { number: string }) => row.number)).toEqual([
      'TC-P1-0042',
    ]);

    const { id } = await createParcel('TC-P9-0004');
    expect((await allocate(id, { allocated_to: 'Zebra Quarry Holdings' })).statusCode).toBe(201);
    const byAllottee = await call('POST', '/search-parcels', {
      token: adminToken,
      body: { search_term: 'zebra quarry' },
    });
    expect(byAllottee.answer.data.map((row: { id: number }) => row.id)).toEqual([id]);
  });
});

describe(`parcel register on ${testEngine}: allocations`, () => {
  it('allocates a parcel: it reads Allocated, with the allocation and the lease end', async () => {
    const { id } = await createParcel('TC-P9-0010');
    const allocated = await allocate(id, { allottee_email: ivy.email.toUpperCase() });
    expect(allocated.statusCode, allocated.body).toBe(201);
    expect(allocated.answer.message).toBe('Parcel allocated successfully.');
    expect(allocated.answer.data).toMatchObject({
      parcel_id: id,
      parcel_number: 'TC-P9-0010',
      allocated_to: 'Savannah Data Centres Ltd',
      allottee: { id: ivy.id, name: 'Ivy Investor', email: ivy.email },
      allocated_at: '2026-03-01',
      lease_term_years: 60,
      lease_ends_at: '2086-02-28',
    });
    const read = await call('GET', `/parcels/${id}`, { token: adminToken });
    expect(read.answer.data).toMatchObject({
      status: 'Allocated',
      allocation: { allocated_to: 'Savannah Data Centres Ltd', lease_term_years: 60 },
    });
  });

  it('refuses a second allocation of a parcel (409) and the deletion of an allocated one', async () => {
    const { id } = await createParcel('TC-P9-0011');
    expect((await allocate(id)).statusCode).toBe(201);
    const before = await register();
    const again = await allocate(id, { allocated_to: 'Someone Else Ltd' });
    expect(again.statusCode).toBe(409);
    expect(again.answer.message).toBe(parcelMessages.parcelTaken);
    const deleted = await call('DELETE', `/parcels/${id}`, { token: adminToken });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.answer.message).toBe(parcelMessages.parcelAllocated);
    expect(await register()).toEqual(before);
  });

  it.each([
    [{ lease_term_years: 99 }, 'lease_term_years', parcelMessages.leaseTerm],
    [{ lease_term_years: '60' }, 'lease_term_years', parcelMessages.leaseTerm],
    [{ allocated_at: '2026-02-30' }, 'allocated_at', messages.calendarDate],
    [{ allocated_to: ' ' }, 'allocated_to', messages.required],
    [{ allottee_email: 'nobody@example.test' }, 'allottee_email', parcelMessages.unknownAllottee],
  ])(
    'refuses %o with the message of %s (422), and changes nothing',
    async (change, field, message) => {
      const { id } = await createParcel(`TC-P9-02${++refusedSerial}`);
      const before = await register();
      const refused = await allocate(id, change);
      expect(refused.statusCode).toBe(422);
      expect(refused.answer.errors[field]).toEqual([message]);
      expect(await register()).toEqual(before);
    },
  );

  it('answers 404 when allocating a parcel that does not exist, and changes nothing', async () => {
    const before = await register();
    expect((await allocate(999999)).statusCode).toBe(404);
    expect(await register()).toEqual(before);
  });

  it('edits an allocation, unlinking the account when the email is left blank', async () => {
    const { id: parcelId } = await createParcel('TC-P9-0012');
    const { id } = (await allocate(parcelId, { allottee_email: ivy.email })).answer.data;
    const edited = await call('PUT', `/parcel-allocations/${id}`, {
      token: adminToken,
      body: {
        id,
        allocated_to: 'Amani Housing Cooperative',
        allottee_email: '',
        allocated_at: '2024-02-29',
        lease_term_years: 21,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.answer.message).toBe('Allocation updated successfully.');
    expect(edited.answer.data).toMatchObject({
      allocated_to: 'Amani Housing Cooperative',
      allottee: null,
      lease_term_years: 21,
      lease_ends_at: '2045-02-28',
    });
  });

  it('lists allocations newest allocation first, and releases one: the parcel is Available again', async () => {
    const { id: parcelId } = await call('POST', '/parcels', {
      token: adminToken,
      body: { ...parcel('TC-P9-0013'), status: 'Reserved' },
    }).then((created) => created.answer.data);
    const { id } = (await allocate(parcelId, { allocated_at: '2099-01-01' })).answer.data;
    const list = await call('GET', '/parcel-allocations', { token: adminToken });
    expect(list.answer.data[0]).toMatchObject({ id, parcel_number: 'TC-P9-0013' });
    expect(list.answer.total).toBe(await countRows(db, 'parcel_allocations'));

    const released = await call('DELETE', `/parcel-allocations/${id}`, { token: adminToken });
    expect(released.statusCode).toBe(200);
    expect(released.answer.message).toBe('Allocation released successfully.');
    const parcelNow = await call('GET', `/parcels/${parcelId}`, { token: adminToken });
    expect(parcelNow.answer.data).toMatchObject({ status: 'Available', allocation: null });
    const deleted = await call('DELETE', `/parcels/${parcelId}`, { token: adminToken });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.answer.message).toBe('Parcel deleted successfully.');
    expect(
      await db.selectFrom('parcels').where('id', '=', parcelId).select('id').execute(),
    ).toEqual([]);
  });

  it('keeps the allocation when the linked account is deleted', async () => {
    const owner = await createUser({ name: 'Temporary Owner', role_id: Role.Investor });
    const { id: parcelId } = await createParcel('TC-P9-0014');
    const { id } = (await allocate(parcelId, { allottee_email: owner.email })).answer.data;
    expect((await call('DELETE', `/users/${owner.id}`, { token: adminToken })).statusCode).toBe(
      200,
    );
    const read = await call('GET', `/parcel-allocations/${id}`, { token: adminToken });
    expect(read.answer.data).toMatchObject({
      allocated_to: 'Savannah Data Centres Ltd',
      allottee: null,
    });
  });
});
