import { describe, expect, it } from 'vitest';
import { utilityConnectionMessages as says } from '@portal/shared/utility-connections';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';
import {
  createParcel,
  fitMeter,
  meteredConnection,
  openConnection,
  refusedUnchanged,
  utilityPeople,
} from '@server-test/helpers/utilities';

const portal = await startBackOffice();
const { call, db } = portal;
const { staff, viewer, holder, holderToken, other, otherToken } = await utilityPeople(portal);

/** What opens a connection of `service` on parcel `parcelId`, held by Hawa from `startDate`. */
const heldByHawa = (parcelId: number, service: string, startDate: string) => ({
  parcel_id: parcelId,
  service,
  account_holder_id: holder.id,
  start_date: startDate,
});

/** A call as Mwangi that must be refused with `status`, changing nothing. */
const refused = (method: 'POST' | 'PUT', url: string, body: object, status: number) =>
  refusedUnchanged(db, status, () => call(method, url, { token: staff.token, body }));

describe(`utility connections on ${testEngine}`, () => {
  it('opens a connection that existed before the portal, numbered after its parcel, audited', async () => {
    const parcel = await createParcel(portal);
    const opened = await call('POST', '/utility-connections', {
      token: staff.token,
      body: heldByHawa(parcel.id, 'water', '2025-01-15'),
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.answer.message).toBe(`Connection W-${parcel.number} opened.`);
    expect(opened.answer.data).toEqual({
      id: expect.any(Number),
      number: `W-${parcel.number}`,
      parcel_id: parcel.id,
      parcel_number: parcel.number,
      service: 'water',
      account_holder_id: holder.id,
      account_holder: 'Hawa Holder',
      customer_class: 'commercial',
      sewerage: true,
      start_date: '2025-01-15',
      status: 'active',
      status_reason: null,
      closed_on: null,
      meter: null,
      last_reading: null,
      account: { currency: 'KES', owed: 0, credit: 0, last_bill: null },
      created_at: expect.any(String),
      updated_at: expect.any(String),
      created_by: 'Mwangi Meters',
      updated_by: 'Mwangi Meters',
    });
    const electricity = await openConnection(portal, staff.token, {
      parcel_id: parcel.id,
      service: 'electricity',
      account_holder_id: holder.id,
      start_date: '2025-01-15',
      customer_class: 'industrial',
    });
    expect(electricity).toMatchObject({
      number: `E-${parcel.number}`,
      sewerage: false,
      customer_class: 'industrial',
    });
    const event = await db
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'by_system', 'changes'])
      .where('record_type', '=', 'utility_connection')
      .where('record_id', '=', opened.answer.data.id)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      action: 'utility_connection.opened',
      actor_id: staff.id,
      by_system: 0,
    });
    expect(JSON.parse(event.changes)).toMatchObject({
      number: { before: null, after: `W-${parcel.number}` },
      account_holder: { before: null, after: 'Hawa Holder' },
    });
  });

  it('refuses a second open connection of a service (409), unknown parcels and holders (422), changing nothing', async () => {
    const parcel = await createParcel(portal);
    const body = heldByHawa(parcel.id, 'water', '2026-01-01');
    await openConnection(portal, staff.token, body);
    const twice = await refused('POST', '/utility-connections', body, 409);
    expect(twice.message).toBe(says.alreadyOpen(`W-${parcel.number}`));

    // Electricity, so that what is refused is the field changed, not a second water connection.
    const electricity = { ...body, service: 'electricity' };
    for (const [change, errors] of [
      [{ parcel_id: 999_999 }, { parcel_id: [says.unknownParcel] }],
      [{ account_holder_id: 999_999 }, { account_holder_id: [says.unknownHolder] }],
      [{ sewerage: true }, { sewerage: [says.noSewerage] }],
    ] as const) {
      const refusal = await refused(
        'POST',
        '/utility-connections',
        { ...electricity, ...change },
        422,
      );
      expect(refusal.errors).toEqual(errors);
    }
    const bad = await refused(
      'POST',
      '/utility-connections',
      { parcel_id: 'x', service: 'gas', account_holder_id: holder.id, start_date: '2026-02-30' },
      422,
    );
    expect(Object.keys(bad.errors).sort()).toEqual(['parcel_id', 'service', 'start_date']);
  });

  it('shows holders their own connections only, staff every one; searches and filters', async () => {
    const mine = await meteredConnection(portal, staff.token, {
      holderId: holder.id,
      startDate: '2026-03-01',
      serial: 'WM-LIST-1',
    });
    const theirs = await meteredConnection(portal, staff.token, {
      holderId: other.id,
      startDate: '2026-03-01',
      serial: 'WM-LIST-2',
    });
    const own = await call('GET', '/utility-connections?per_page=100', { token: holderToken });
    expect(own.statusCode, own.body).toBe(200);
    const ownIds = (own.answer.data as { id: number }[]).map((row) => row.id);
    expect(ownIds).toContain(mine.id);
    expect(ownIds).not.toContain(theirs.id);
    expect(own.answer.data[0].meter).toMatchObject({ serial: 'WM-LIST-1', unit: 'm3', dials: 6 });
    expect(own.answer.data[0].last_reading).toMatchObject({ value: 0, source: 'actual' });

    expect(
      (await call('GET', `/utility-connections/${theirs.id}`, { token: holderToken })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/utility-connections/${mine.id}`, { token: holderToken })).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/utility-connections/${theirs.id}`, { token: otherToken })).statusCode,
    ).toBe(200);

    const all = await call('GET', '/utility-connections?per_page=100', { token: viewer.token });
    const allIds = (all.answer.data as { id: number }[]).map((row) => row.id);
    expect(allIds).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    // Newest first.
    expect(allIds.indexOf(theirs.id)).toBeLessThan(allIds.indexOf(mine.id));

    const byHolder = await call('GET', '/utility-connections?search_term=otieno&service=water', {
      token: viewer.token,
    });
    expect((byHolder.answer.data as { id: number }[]).map((row) => row.id)).toContain(theirs.id);
    expect(
      byHolder.answer.data.every(
        (row: { account_holder: string }) => row.account_holder === 'Otieno Other',
      ),
    ).toBe(true);
    expect(byHolder.answer.links[1].url).toContain('service=water');
    const byParcel = await call('GET', `/utility-connections?search_term=${mine.parcel.number}`, {
      token: viewer.token,
    });
    expect(byParcel.answer.data.map((row: { id: number }) => row.id)).toEqual([mine.id]);
    const electric = await call('GET', '/utility-connections?service=electricity&status=closed', {
      token: viewer.token,
    });
    expect(
      electric.answer.data.every(
        (row: { service: string; status: string }) =>
          row.service === 'electricity' && row.status === 'closed',
      ),
    ).toBe(true);
    const wrong = await call('GET', '/utility-connections?status=open', { token: viewer.token });
    expect(wrong.statusCode).toBe(422);
  });

  it('changes a connection; suspends, restores and closes it, closed for good; opens the next as -2', async () => {
    const parcel = await createParcel(portal);
    const connection = await openConnection(
      portal,
      staff.token,
      heldByHawa(parcel.id, 'water', '2026-02-01'),
    );
    const url = `/utility-connections/${connection.id}`;
    const changed = await call('PUT', url, {
      token: staff.token,
      body: { customer_class: 'domestic', sewerage: false, account_holder_id: other.id },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.answer.data).toMatchObject({
      customer_class: 'domestic',
      sewerage: false,
      account_holder: 'Otieno Other',
    });

    const suspended = await call('POST', `${url}/status`, {
      token: staff.token,
      body: { status: 'suspended', reason: 'Unpaid bills' },
    });
    expect(suspended.answer.data).toMatchObject({
      status: 'suspended',
      status_reason: 'Unpaid bills',
    });
    await refused('POST', `${url}/status`, { status: 'suspended', reason: 'Again' }, 409);
    const noDay = await refused('POST', `${url}/status`, { status: 'closed', reason: 'Gone' }, 422);
    expect(noDay.errors).toEqual({ closed_on: [says.closedOnNeeded] });
    const early = await refused(
      'POST',
      `${url}/status`,
      { status: 'closed', reason: 'Gone', closed_on: '2026-01-31' },
      422,
    );
    expect(early.errors).toEqual({ closed_on: [says.closedBeforeStart('2026-02-01')] });
    const closed = await call('POST', `${url}/status`, {
      token: staff.token,
      body: { status: 'closed', reason: 'Site returned', closed_on: '2026-06-30' },
    });
    expect(closed.answer.data).toMatchObject({ status: 'closed', closed_on: '2026-06-30' });

    const after = await refused('POST', `${url}/status`, { status: 'active', reason: 'Back' }, 409);
    expect(after.message).toBe(says.closedIsFinal);
    await refused(
      'PUT',
      url,
      { customer_class: 'domestic', sewerage: true, account_holder_id: holder.id },
      409,
    );

    const next = await openConnection(
      portal,
      staff.token,
      heldByHawa(parcel.id, 'water', '2026-07-01'),
    );
    expect(next.number).toBe(`W-${parcel.number}-2`);
  });

  it('lets only utilities.manage open and change connections', async () => {
    const parcel = await createParcel(portal);
    const body = heldByHawa(parcel.id, 'water', '2026-01-01');
    for (const token of [viewer.token, holderToken]) {
      expect((await call('POST', '/utility-connections', { token, body })).statusCode).toBe(403);
    }
    expect((await call('GET', '/utility-connections')).statusCode).toBe(401);
  });
});

describe(`meters on ${testEngine}`, () => {
  it('fits the first meter with its opening reading at the start of its day in Nairobi', async () => {
    const parcel = await createParcel(portal);
    const connection = await openConnection(
      portal,
      staff.token,
      heldByHawa(parcel.id, 'electricity', '2026-04-01'),
    );
    const url = `/utility-connections/${connection.id}/meters`;
    const meter = {
      serial: 'EM-0001',
      unit: 'kWh',
      dials: 5,
      installed_on: '2026-04-01',
      opening_value: 120,
    };
    const wrongUnit = await refused('POST', url, { ...meter, unit: 'm3' }, 422);
    expect(wrongUnit.errors).toEqual({ unit: [says.wrongUnit('electricity', 'kWh')] });
    const tooBig = await refused('POST', url, { ...meter, opening_value: 100_000 }, 422);
    expect(tooBig.errors).toEqual({ opening_value: [says.aboveMaximum(99_999)] });
    await refused('POST', url, { ...meter, installed_on: '2026-03-31' }, 422);
    await refused('POST', url, { ...meter, dials: 13 }, 422);

    const fitted = await fitMeter(portal, staff.token, connection.id, meter);
    expect(fitted.meter).toEqual({
      id: expect.any(Number),
      serial: 'EM-0001',
      unit: 'kWh',
      dials: 5,
      installed_on: '2026-04-01',
    });
    // Midnight in Nairobi is 21:00 the day before in UTC.
    expect(fitted.last_reading).toMatchObject({
      value: 120,
      read_at: '2026-03-31T21:00:00.000Z',
      source: 'actual',
    });
    const opening = await db
      .selectFrom('utility_readings')
      .select(['role', 'source', 'value'])
      .where('connection_id', '=', connection.id)
      .execute();
    expect(opening).toEqual([{ role: 'opening', source: 'actual', value: 120 }]);
  });

  it('replaces a meter at its closing reading, counting use across the swap once', async () => {
    const connection = await meteredConnection(portal, staff.token, {
      holderId: holder.id,
      startDate: '2026-05-01',
      serial: 'WM-SWAP-OLD',
    });
    const reading = await call('POST', '/utility-readings', {
      token: staff.token,
      body: {
        connection_id: connection.id,
        value: 400,
        read_at: '2026-06-01T09:00:00+03:00',
        source: 'actual',
      },
    });
    expect(reading.statusCode, reading.body).toBe(201);
    const url = `/utility-connections/${connection.id}/meters`;
    const replacement = {
      serial: 'WM-SWAP-NEW',
      unit: 'm3',
      dials: 6,
      installed_on: '2026-06-10',
      opening_value: 5,
    };
    const missing = await refused('POST', url, replacement, 422);
    expect(missing.errors).toEqual({ closing_value: [says.closingValueNeeded] });
    const lower = await refused('POST', url, { ...replacement, closing_value: 399 }, 422);
    expect(lower.errors).toEqual({ closing_value: [says.closingBelowLast(400)] });
    const taken = await meteredConnection(portal, staff.token, {
      holderId: other.id,
      startDate: '2026-05-01',
      serial: 'WM-TAKEN',
    });
    const serial = await refused(
      'POST',
      url,
      { ...replacement, serial: 'WM-TAKEN', closing_value: 450 },
      409,
    );
    expect(serial.message).toBe(says.serialTaken('WM-TAKEN'));
    expect(taken.id).not.toBe(connection.id);

    const swapped = await call('POST', url, {
      token: staff.token,
      body: { ...replacement, closing_value: 450 },
    });
    expect(swapped.statusCode, swapped.body).toBe(201);
    expect(swapped.answer.message).toBe('Meter WM-SWAP-NEW replaces the old meter.');
    expect(swapped.answer.data.meter).toMatchObject({
      serial: 'WM-SWAP-NEW',
      installed_on: '2026-06-10',
    });
    const next = await call('POST', '/utility-readings', {
      token: staff.token,
      body: {
        connection_id: connection.id,
        value: 65,
        read_at: '2026-07-01T09:00:00+03:00',
        source: 'actual',
      },
    });
    expect(next.answer.data.consumption).toBe(60);

    const listed = await call('GET', `/utility-readings?connection_id=${connection.id}`, {
      token: staff.token,
    });
    const rows = (
      listed.answer.data as {
        meter_serial: string;
        role: string;
        value: number;
        consumption: number | null;
      }[]
    )
      .map(({ meter_serial, role, value, consumption }) => ({
        meter_serial,
        role,
        value,
        consumption,
      }))
      .reverse();
    expect(rows).toEqual([
      { meter_serial: 'WM-SWAP-OLD', role: 'opening', value: 0, consumption: null },
      { meter_serial: 'WM-SWAP-OLD', role: 'regular', value: 400, consumption: 400 },
      { meter_serial: 'WM-SWAP-OLD', role: 'closing', value: 450, consumption: 50 },
      { meter_serial: 'WM-SWAP-NEW', role: 'opening', value: 5, consumption: null },
      { meter_serial: 'WM-SWAP-NEW', role: 'regular', value: 65, consumption: 60 },
    ]);
    const old = await db
      .selectFrom('utility_meters')
      .select('removed_on')
      .where('serial', '=', 'WM-SWAP-OLD')
      .executeTakeFirstOrThrow();
    expect(old.removed_on).toBe('2026-06-10');
    const event = await db
      .selectFrom('audit_events')
      .select('changes')
      .where('action', '=', 'utility_connection.meter_replaced')
      .where('record_id', '=', connection.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.changes)).toEqual({
      meter: { before: 'WM-SWAP-OLD', after: 'WM-SWAP-NEW' },
      opening_value: { before: null, after: 5 },
      closing_value: { before: null, after: 450 },
    });
  });
});
