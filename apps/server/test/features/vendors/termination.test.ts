import { describe, expect, it } from 'vitest';
import { roleWith, signedIn } from '@server-test/helpers/applications';
import { auditEvents } from '@server-test/helpers/audit';
import { testEngine } from '@server-test/helpers/database';
import { outboxRows } from '@server-test/helpers/outbox';
import { approvedVendor, partnershipRecords } from '@server-test/helpers/partnerships';
import { uniqueIp } from '@server-test/helpers/portal';
import { openCall, vendorBackOffice } from '@server-test/helpers/vendors';

// The manual clock reads 2026-11-21 09:00 UTC, noon in Nairobi: the year would run to 2027-11-20.
const portal = await vendorBackOffice();
const { call, db, clock, app, cast, adminToken: admin } = portal;
const callId = await openCall(db, clock.now());
const manager = await signedIn(
  portal,
  'Mona Manager',
  await roleWith(db, `Termination manager ${process.pid}`, ['vendors.manage']),
);
const { partnershipId, solutionIds } = await approvedVendor(portal, cast, callId);

const terminate = (token: string, reason = 'Customer data was kept outside Kenya.') =>
  call('POST', `/vendor-partnerships/${partnershipId}/termination`, {
    token,
    body: { reason },
  });

const register = async () => {
  const { code } = await db
    .selectFrom('vendor_solutions')
    .select('code')
    .where('id', '=', solutionIds[0]!)
    .executeTakeFirstOrThrow();
  return (
    await app.inject({
      method: 'GET',
      url: `/api/public/cloud-solutions/${code}`,
      remoteAddress: uniqueIp(),
    })
  ).json().data;
};

describe(`terminating a partnership on ${testEngine}`, () => {
  it('is offered to whoever decides and refused to everyone else, changing nothing', async () => {
    const actionsOf = async (token: string) =>
      (await call('GET', `/vendor-partnerships/${partnershipId}`, { token })).answer.data.actions;
    expect(await actionsOf(cast.decider.token)).toContain('terminate');
    expect(await actionsOf(manager.token)).not.toContain('terminate');
    expect(await actionsOf(cast.vendor.token)).not.toContain('terminate');

    const before = await partnershipRecords(db, partnershipId);
    expect((await terminate(cast.vendor.token)).statusCode).toBe(403);
    expect((await terminate(manager.token)).statusCode).toBe(403);
    expect((await terminate(cast.stranger.token)).statusCode).toBe(403);
    const blank = await terminate(cast.decider.token, '   ');
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.answer.errors)).toEqual(['reason']);
    expect(await partnershipRecords(db, partnershipId)).toEqual(before);
    expect((await register()).status).toBe('approved');
  });

  it('ends it today, withdraws its solutions and issues a letter anyone can check, once', async () => {
    const ended = await terminate(cast.decider.token);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.answer.message).toBe(
      'Terminated: the letter has been issued and the solutions withdrawn.',
    );
    expect(ended.answer.data).toMatchObject({
      status: 'terminated',
      ends_on: '2026-11-21',
      quarters: [],
    });
    expect(ended.answer.data.actions).toEqual([]);

    // The register shows the withdrawal at once; the reason is the vendor's letter's.
    const withdrawn = await register();
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.history.at(-1)).toMatchObject({
      from_status: 'approved',
      to_status: 'withdrawn',
    });

    const letter = await db
      .selectFrom('letters')
      .select('code')
      .where('kind', '=', 'vendor_termination')
      .executeTakeFirstOrThrow();
    const checked = await app.inject({
      method: 'GET',
      url: `/api/public/letters/${letter.code}`,
      remoteAddress: uniqueIp(),
    });
    expect(checked.json().data).toMatchObject({ kind: 'vendor_termination', status: 'valid' });
    const mailed = (await outboxRows(db)).filter(
      (mail) => mail.recipient === cast.vendor.email && mail.subject.includes('Termination'),
    );
    expect(mailed).toHaveLength(1);
    const [event] = await auditEvents(portal, admin, {
      action: 'vendor_partnership.terminated',
      record_id: partnershipId,
    });
    expect(event).toMatchObject({ actor: { id: cast.decider.id } });

    // Ended, it cannot be ended again, nor renewed.
    const again = await terminate(cast.decider.token);
    expect(again.statusCode).toBe(409);
    expect(again.answer.message).toBe(
      'This partnership has ended: nothing more can be planned in it.',
    );
  });
});
