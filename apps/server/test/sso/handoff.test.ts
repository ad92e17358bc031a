import { describe, expect, it } from 'vitest';
import { Role, ServiceCategory } from '@portal/shared/constants';
import { ssoMessages } from '@portal/shared/sso';
import { MINUTE } from '../helpers/clock';
import { countRows, testEngine } from '../helpers/database';
import { dataUrl, png } from '../helpers/images';
import { startBackOffice } from '../helpers/portal';

const portal = await startBackOffice();
const { call, createUser, db, clock, adminToken, signIn } = portal;

async function createService(name: string, has_sso: boolean) {
  const created = await call('POST', '/services', {
    token: adminToken,
    body: {
      name,
      link: `https://${name.toLowerCase().replaceAll(' ', '-')}.example/app/`,
      has_sso,
      description: name,
      logo: dataUrl('image/png', png()),
      category: ServiceCategory.AuthorityService,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data as { id: number; link: string };
}

const water = await createService('Water Bills', true);
const hosting = await createService('Cloud Hosting', true);
const plain = await createService('Plain Site', false);
const ivy = await createUser({ name: 'Ivy Ötieno-Wanjiru', role_id: Role.Investor });
const ivyToken = await signIn(ivy);

/** Get service: answers the URL to open and the token in it. */
async function handoff(serviceId: number, token = ivyToken) {
  const res = await call('POST', `/services/${serviceId}/handoff`, { token });
  expect(res.statusCode, res.body).toBe(201);
  const url = res.answer.data.url as string;
  const token_ = /#\/auth\/([^/]+)\//.exec(url)![1]!;
  return { url, token: token_ };
}

const redeem = (token: string, service_id: number) =>
  call('POST', '/sso/redeem', { body: { token, service_id } });

describe(`single sign-on handoff on ${testEngine}`, () => {
  it("opens {link}/#/auth/{token}/{name} with a fresh token, never the user's session token", async () => {
    const { url, token } = await handoff(water.id);
    expect(url).toBe(
      `https://water-bills.example/app/#/auth/${token}/${encodeURIComponent('Ivy Ötieno-Wanjiru')}`,
    );
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(token).not.toBe(ivyToken);
    const stored = await db.selectFrom('sso_handoffs').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it("redeems once for the user's identity; a replay is refused", async () => {
    const { token } = await handoff(water.id);
    const first = await redeem(token, water.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.answer.data).toEqual({
      id: ivy.id,
      name: 'Ivy Ötieno-Wanjiru',
      email: ivy.email,
      role: 'Investor',
      account_type: 'Investor',
    });
    const replay = await redeem(token, water.id);
    expect(replay.statusCode).toBe(401);
    expect(replay.answer.message).toBe(ssoMessages.refused);
  });

  it('refuses a token meant for another service, and it still works for its own', async () => {
    const { token } = await handoff(water.id);
    expect((await redeem(token, hosting.id)).statusCode).toBe(401);
    expect((await redeem(token, water.id)).statusCode).toBe(200);
  });

  it('refuses a token after its minute, and an unknown one', async () => {
    const { token } = await handoff(water.id);
    clock.advance(MINUTE + 1);
    expect((await redeem(token, water.id)).statusCode).toBe(401);
    expect((await redeem('not-a-token-at-all', water.id)).statusCode).toBe(401);
  });

  it('gives exactly one of twenty concurrent redemptions of one token', async () => {
    const { token } = await handoff(hosting.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(token, hosting.id)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(401)]);
  });

  it('refuses a handoff for a service without single sign-on (409), and writes no token', async () => {
    const before = await countRows(db, 'sso_handoffs');
    const res = await call('POST', `/services/${plain.id}/handoff`, { token: ivyToken });
    expect(res.statusCode).toBe(409);
    expect(res.answer.message).toBe(ssoMessages.noSso);
    expect((await call('POST', '/services/999999/handoff', { token: ivyToken })).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/services/${water.id}/handoff`)).statusCode).toBe(401);
    expect(await countRows(db, 'sso_handoffs')).toBe(before);
  });

  it('refuses a valid token once the user is blocked', async () => {
    const bea = await createUser({ name: 'Bea', role_id: Role.Investor });
    const { token } = await handoff(water.id, await signIn(bea));
    await db.updateTable('users').set({ status: 2 }).where('id', '=', bea.id).execute();
    expect((await redeem(token, water.id)).statusCode).toBe(401);
  });

  it("is redeemed by a service's server as it calls: no cookie, no XSRF header", async () => {
    const { token } = await handoff(water.id);
    const res = await portal.app.inject({
      method: 'POST',
      url: '/api/sso/redeem',
      payload: { token, service_id: water.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.email).toBe(ivy.email);
  });

  it('refuses a malformed body with 422', async () => {
    const res = await call('POST', '/sso/redeem', { body: { token: '' } });
    expect(res.statusCode).toBe(422);
  });
});
