import { describe, expect, it } from 'vitest';
import { insertPremiumPaid } from '@server-test/helpers/applications';
import { testEngine } from '@server-test/helpers/database';
import { holderOf } from '@server-test/helpers/land-fixtures';
import { startBackOffice } from '@server-test/helpers/portal';
import { createParcel, openConnection, utilityState } from '@server-test/helpers/utilities';

const portal = await startBackOffice();
const { app, call, createUser, db } = portal;
const ivy = await createUser({ name: 'Ivy Investor' });
const lands = await holderOf(portal, ['applications.process'], 'Lulu Lands');
const staff = await holderOf(portal, ['utilities.manage'], 'Mwangi Meters');

/** An application whose lease is registered on a parcel of its own: ready to hand over. */
async function leaseRegistered() {
  const parcel = await createParcel(portal, { status: 'Reserved' });
  const id = await insertPremiumPaid(db, ivy.id, parcel.id);
  const lease = await call('POST', `/applications/${id}/register-lease`, {
    token: lands.token,
    body: { lease_number: `LR-${parcel.number}`, start_date: '2026-02-01' },
  });
  expect(lease.statusCode, lease.body).toBe(200);
  return { id, parcel };
}

const handOver = (id: number, handover_date = '2026-03-01') =>
  call('POST', `/applications/${id}/hand-over`, {
    token: lands.token,
    body: { handover_date, note: null },
  });

const connectionsOf = (parcelId: number) =>
  db
    .selectFrom('utility_connections')
    .select([
      'id',
      'number',
      'service',
      'account_holder_id',
      'customer_class',
      'sewerage',
      'start_date',
      'status',
      'application_id',
    ])
    .where('parcel_id', '=', parcelId)
    .orderBy('id')
    .execute();

describe(`a handover's connections on ${testEngine}`, () => {
  it('opens water and electricity for the lease holder from the handover date, and says so in the mail', async () => {
    const { id, parcel } = await leaseRegistered();
    const handed = await handOver(id);
    expect(handed.statusCode, handed.body).toBe(200);
    const connections = await connectionsOf(parcel.id);
    const common = {
      account_holder_id: ivy.id,
      customer_class: 'commercial',
      start_date: '2026-03-01',
      status: 'active',
      application_id: id,
    };
    expect(connections).toEqual([
      {
        ...common,
        id: expect.any(Number),
        number: `W-${parcel.number}`,
        service: 'water',
        sewerage: 1,
      },
      {
        ...common,
        id: expect.any(Number),
        number: `E-${parcel.number}`,
        service: 'electricity',
        sewerage: 0,
      },
    ]);

    // The system opened them, on the officer's behalf.
    const events = await db
      .selectFrom('audit_events')
      .select(['action', 'record_id', 'actor_id', 'by_system'])
      .where('record_type', '=', 'utility_connection')
      .where(
        'record_id',
        'in',
        connections.map((connection) => connection.id),
      )
      .orderBy('id')
      .execute();
    expect(events).toEqual(
      connections.map((connection) => ({
        action: 'utility_connection.opened',
        record_id: connection.id,
        actor_id: lands.id,
        by_system: 1,
      })),
    );

    // The investor sees them as their own.
    const ivyToken = await portal.signIn(ivy);
    const own = await call('GET', '/utility-connections', { token: ivyToken });
    expect(own.answer.data.map((row: { number: string }) => row.number)).toEqual([
      `E-${parcel.number}`,
      `W-${parcel.number}`,
    ]);

    await app.outbox.deliverDue();
    const mail = portal.smtp.inbox.find(
      (received) =>
        received.to.includes(ivy.email) && received.subject.includes('Site handed over'),
    );
    expect(mail?.text).toContain('Your utility connections, from the handover date:');
    expect(mail?.text).toContain(`- Water: W-${parcel.number}`);
    expect(mail?.text).toContain(`- Electricity: E-${parcel.number}`);
  });

  it('leaves a service the parcel already has an open connection of as it is', async () => {
    const { id, parcel } = await leaseRegistered();
    const byHand = await openConnection(portal, staff.token, {
      parcel_id: parcel.id,
      service: 'water',
      account_holder_id: ivy.id,
      start_date: '2026-02-15',
    });
    expect((await handOver(id)).statusCode).toBe(200);
    const connections = await connectionsOf(parcel.id);
    expect(
      connections.map(({ number, service, application_id }) => ({
        number,
        service,
        application_id,
      })),
    ).toEqual([
      { number: byHand.number, service: 'water', application_id: null },
      { number: `E-${parcel.number}`, service: 'electricity', application_id: id },
    ]);
  });

  it('opens nothing when the handover is refused', async () => {
    const { id, parcel } = await leaseRegistered();
    const before = await utilityState(db);
    const early = await handOver(id, '2026-01-15');
    expect(early.statusCode).toBe(422);
    expect(await utilityState(db)).toEqual(before);
    expect(await connectionsOf(parcel.id)).toEqual([]);
  });
});
