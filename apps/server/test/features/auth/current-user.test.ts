import { describe, expect, it } from 'vitest';
import { testEngine } from '@server-test/helpers/database';
import { holderOf } from '@server-test/helpers/land-fixtures';
import { startBackOffice } from '@server-test/helpers/portal';
import { createParcel, openConnection } from '@server-test/helpers/utilities';

const portal = await startBackOffice();
const { call, createUser } = portal;
const staff = await holderOf(portal, ['utilities.manage'], 'Mwangi Meters');

/** The current user as signing in answers it. */
async function signedIn(user: { email: string; password: string }) {
  const login = await call('POST', '/login', { body: user });
  expect(login.statusCode, login.body).toBe(200);
  return login.answer.data.user as { holds_utility_connection: boolean };
}

describe(`the current user's utility connections on ${testEngine}`, () => {
  it('says whether the account holds a connection, whatever its state, and only its own', async () => {
    const holder = await createUser({ name: 'Hawa Holder' });
    const neighbour = await createUser({ name: 'Nuru Neighbour' });
    expect((await signedIn(holder)).holds_utility_connection).toBe(false);

    const parcel = await createParcel(portal);
    const water = await openConnection(portal, staff.token, {
      parcel_id: parcel.id,
      service: 'water',
      account_holder_id: holder.id,
      start_date: '2026-01-15',
    });
    expect((await signedIn(holder)).holds_utility_connection).toBe(true);
    // Another account's connection is not the neighbour's.
    expect((await signedIn(neighbour)).holds_utility_connection).toBe(false);

    // A closed connection is still held: its bills and statement stay the holder's to read.
    const closed = await call('POST', `/utility-connections/${water.id}/status`, {
      token: staff.token,
      body: { status: 'closed', reason: 'Site vacated', closed_on: '2026-02-01' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await signedIn(holder)).holds_utility_connection).toBe(true);
  });
});
