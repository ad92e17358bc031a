import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { holderOf } from './land-fixtures';
import { newParcel } from './parcel-fixtures';
import type { Portal } from './portal';

type Caller = Pick<Portal, 'call'> & { adminToken: string };

let parcels = 0;

/** A parcel of the register, made through its call, with a number no other test uses. */
export async function createParcel(
  portal: Caller,
  overrides: Partial<ReturnType<typeof newParcel>> = {},
): Promise<{ id: number; number: string }> {
  const number = `TC-U${process.pid % 100}-${String(++parcels).padStart(4, '0')}`;
  const created = await portal.call('POST', '/parcels', {
    token: portal.adminToken,
    body: { ...newParcel(number), ...overrides },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data as { id: number; number: string };
}

/** POST /utility-connections as `token`, expecting 201: answers the connection. */
export async function openConnection(portal: Caller, token: string, body: Record<string, unknown>) {
  const opened = await portal.call('POST', '/utility-connections', { token, body });
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.answer.data as { id: number; number: string };
}

/** Fits a meter on connection `id` as `token`, expecting 201: answers the connection. */
export async function fitMeter(
  portal: Caller,
  token: string,
  id: number,
  body: Record<string, unknown>,
) {
  const fitted = await portal.call('POST', `/utility-connections/${id}/meters`, { token, body });
  expect(fitted.statusCode, fitted.body).toBe(201);
  return fitted.answer.data;
}

/**
 * A new parcel's water connection held by `holderId`, from `startDate`, with a meter of `dials`
 * fitted that day at `opening`.
 */
export async function meteredConnection(
  portal: Caller,
  token: string,
  {
    holderId,
    startDate,
    dials = 6,
    opening = 0,
    serial,
  }: {
    holderId: number;
    startDate: string;
    dials?: number;
    opening?: number;
    serial: string;
  },
) {
  const parcel = await createParcel(portal);
  const connection = await openConnection(portal, token, {
    parcel_id: parcel.id,
    service: 'water',
    account_holder_id: holderId,
    start_date: startDate,
  });
  await fitMeter(portal, token, connection.id, {
    serial,
    unit: 'm3',
    dials,
    installed_on: startDate,
    opening_value: opening,
  });
  return { ...connection, parcel };
}

/** Everything the utilities' calls write: a refused call leaves all of it as it was. */
export async function utilityState(db: Kysely<Database>) {
  return {
    connections: await db.selectFrom('utility_connections').selectAll().orderBy('id').execute(),
    meters: await db.selectFrom('utility_meters').selectAll().orderBy('id').execute(),
    readings: await db.selectFrom('utility_readings').selectAll().orderBy('id').execute(),
    audit: await db.selectFrom('audit_events').select('id').orderBy('id').execute(),
  };
}

/**
 * The people of the utilities' tests, each signed in: Mwangi keeps the connections and meters,
 * Vera reads them, Hawa holds connections and Otieno holds none.
 */
export async function utilityPeople(portal: Portal & { adminToken: string }) {
  const staff = await holderOf(portal, ['utilities.manage'], 'Mwangi Meters');
  const viewer = await holderOf(portal, ['utilities.view_all'], 'Vera Viewer');
  const holder = await portal.createUser({ name: 'Hawa Holder' });
  const holderToken = await portal.signIn(holder);
  const other = await portal.createUser({ name: 'Otieno Other' });
  const otherToken = await portal.signIn(other);
  return { staff, viewer, holder, holderToken, other, otherToken };
}

/** Sends a call that must be refused with `status`, changing nothing: answers the refusal. */
export async function refusedUnchanged<Answer>(
  db: Kysely<Database>,
  status: number,
  send: () => Promise<{ statusCode: number; body: string; answer: Answer }>,
) {
  const before = await utilityState(db);
  const answer = await send();
  expect(answer.statusCode, answer.body).toBe(status);
  expect(await utilityState(db)).toEqual(before);
  return answer.answer;
}
