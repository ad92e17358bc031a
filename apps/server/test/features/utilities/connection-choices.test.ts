import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { roleWith } from '@server-test/helpers/applications';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, createUser, signIn, db } = portal;
// Only utilities.manage: neither the register (parcels.manage) nor the users list (users.view).
const manager = await signIn(
  await createUser({ role_id: await roleWith(db, `Meters ${process.pid}`, ['utilities.manage']) }),
);
const investor = await signIn(await createUser({ role_id: Role.Investor }));
await createUser({ name: 'Zawadi Unverified', email_verified_at: null });
await createUser({ name: 'Zawadi Verified' });

describe(`the connection form's choices on ${testEngine}`, () => {
  it('offers parcels by a part of their number to whoever opens connections', async () => {
    const parcel = await db
      .selectFrom('parcels')
      .select('number')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const digits = parcel.number.slice(-4);
    const found = await call('GET', `/utility-connections/parcel-choices?search_term=${digits}`, {
      token: manager,
    });
    expect(found.statusCode).toBe(200);
    expect(found.answer.data.length).toBeGreaterThan(0);
    expect(found.answer.data.length).toBeLessThanOrEqual(20);
    for (const choice of found.answer.data) expect(choice.label).toContain(digits);
  });

  it('offers verified users only, by name or email, with no more than a label', async () => {
    const found = await call('GET', '/utility-connections/holder-choices?search_term=zawadi', {
      token: manager,
    });
    expect(found.answer.data).toEqual([
      { id: expect.any(Number), label: expect.stringMatching(/^Zawadi Verified · /) },
    ]);
  });

  it('refuses everyone else before reading anything', async () => {
    for (const path of ['parcel-choices', 'holder-choices']) {
      const refused = await call('GET', `/utility-connections/${path}?search_term=a`, {
        token: investor,
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});
