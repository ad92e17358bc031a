import { describe, expect, it } from 'vitest';
import { Role, ServiceCategory } from '@portal/shared/constants';
import { SSO_REALM, ssoMessages } from '@portal/shared/sso';
import { basicAuthorization } from '@server-test/helpers/app';
import { MINUTE } from '@server-test/helpers/clock';
import { countRows, testEngine } from '@server-test/helpers/database';
import { dataUrl, png } from '@server-test/helpers/images';
import { startBackOffice, uniqueIp } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, createUser, db, clock, adminToken, signIn } = portal;

type LinkedService = { id: number; link: string; name: string; secret: string };

const servicePayload = (name: string, has_sso: boolean) => ({
  name,
  link: `https://${name.toLowerCase().replaceAll(' ', '-')}.example/app/`,
  has_sso,
  description: name,
  logo: dataUrl('image/png', png()),
  category: ServiceCategory.AuthorityService,
});

/** A service as the administrator creates it, with the secret shown that once. */
async function createService(name: string, has_sso: boolean): Promise<LinkedService> {
  const created = await call('POST', '/services', {
    token: adminToken,
    body: servicePayload(name, has_sso),
  });
  expect(created.statusCode, created.body).toBe(201);
  const { sso_secret, ...service } = created.answer.data;
  return { ...service, secret: sso_secret };
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

/**
 * The linked service's server redeeming, as it calls: no session, no cookie, no XSRF header, its
 * id and secret in HTTP Basic unless `authorization` says otherwise.
 */
async function redeem(
  token: string,
  service: LinkedService,
  options: { authorization?: string | null; body?: object; ip?: string } = {},
) {
  const { authorization = basicAuthorization(service.id, service.secret) } = options;
  const res = await portal.app.inject({
    method: 'POST',
    url: '/api/sso/redeem',
    headers: authorization === null ? {} : { authorization },
    payload: options.body ?? { token },
    remoteAddress: options.ip ?? uniqueIp(),
  });
  return Object.assign(res, { answer: res.json<{ message: string; data?: { email: string } }>() });
}

async function updateService(service: LinkedService, has_sso: boolean) {
  const res = await call('PUT', `/services/${service.id}`, {
    token: adminToken,
    body: { id: service.id, ...servicePayload(service.name, has_sso) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer.data.sso_secret as string | undefined;
}

async function rotate(service: LinkedService) {
  const res = await call('POST', `/services/${service.id}/sso-secret`, { token: adminToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer.data.secret as string;
}

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

  it("redeems once, with the service's id and secret, for the user's identity; a replay is refused", async () => {
    const { token } = await handoff(water.id);
    const first = await redeem(token, water);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.answer.data).toEqual({
      id: ivy.id,
      name: 'Ivy Ötieno-Wanjiru',
      email: ivy.email,
      role: 'Investor',
      account_type: 'Investor',
    });
    const replay = await redeem(token, water);
    expect(replay.statusCode).toBe(401);
    expect(replay.answer.message).toBe(ssoMessages.refused);
  });

  it('still takes a service_id in the body when it names the authenticated service', async () => {
    const { token } = await handoff(water.id);
    const res = await redeem(token, water, { body: { token, service_id: water.id } });
    expect(res.statusCode, res.body).toBe(200);
  });

  const unproven: [string, (service: LinkedService) => string | null][] = [
    ['no Authorization header', () => null],
    ['a wrong secret', (service) => basicAuthorization(service.id, `${service.secret}x`)],
    [
      'another service’s id with this one’s secret',
      (service) => basicAuthorization(hosting.id, service.secret),
    ],
    ['an unknown service', (service) => basicAuthorization(999_999, service.secret)],
    ['the secret alone, as a bearer token', (service) => `Bearer ${service.secret}`],
    ['Basic credentials that are not base64', () => 'Basic !!!not-base64!!!'],
    [
      'Basic credentials without a colon',
      (service) => `Basic ${Buffer.from(service.secret).toString('base64')}`,
    ],
    ['a user name that is not an id', (service) => basicAuthorization('water', service.secret)],
    ['an empty secret', (service) => basicAuthorization(service.id, '')],
  ];

  it.each(unproven)(
    'answers 401 with a Basic challenge to %s, and the token stays good for its service',
    async (_, authorization) => {
      const { token } = await handoff(water.id);
      // The body names the service as clients of the first version did: that alone proves nothing.
      const body = { token, service_id: water.id };
      const refused = await redeem(token, water, { authorization: authorization(water), body });
      expect(refused.statusCode, refused.body).toBe(401);
      expect(refused.answer.message).toBe(ssoMessages.unauthenticated);
      expect(refused.headers['www-authenticate']).toBe(
        `Basic realm="${SSO_REALM}", charset="UTF-8"`,
      );
      expect((await redeem(token, water)).statusCode).toBe(200);
    },
  );

  it('refuses, unspent, a token redeemed by another service, or for another id than the Basic user', async () => {
    const { token } = await handoff(water.id);
    expect((await redeem(token, hosting)).statusCode).toBe(401);
    const mismatch = await redeem(token, water, { body: { token, service_id: hosting.id } });
    expect(mismatch.statusCode).toBe(401);
    expect(mismatch.answer.message).toBe(ssoMessages.refused);
    expect((await redeem(token, water)).statusCode).toBe(200);
  });

  it('refuses a token after its minute, and an unknown one', async () => {
    const { token } = await handoff(water.id);
    clock.advance(MINUTE + 1);
    expect((await redeem(token, water)).statusCode).toBe(401);
    expect((await redeem('not-a-token-at-all', water)).statusCode).toBe(401);
  });

  it('gives exactly one of twenty concurrent redemptions of one token', async () => {
    const { token } = await handoff(hosting.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(token, hosting)));
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
    expect((await redeem(token, water)).statusCode).toBe(401);
  });

  it('refuses a malformed body with 422, once the service is proven, and 401 before', async () => {
    expect((await redeem('', water, { body: { token: '' } })).statusCode).toBe(422);
    const unproven = await redeem('', water, { body: { token: '' }, authorization: null });
    expect(unproven.statusCode).toBe(401);
  });

  it('counts every redemption from one address, refused ones too, against its limit', async () => {
    const ip = uniqueIp();
    const wrong = basicAuthorization(water.id, 'guess');
    for (let attempt = 0; attempt < 120; attempt++) {
      expect((await redeem('x', water, { authorization: wrong, ip })).statusCode).toBe(401);
    }
    const { token } = await handoff(water.id);
    const limited = await redeem(token, water, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await redeem(token, water)).statusCode).toBe(200);
  });
});

describe(`single sign-on on ${testEngine}: outstanding tokens are void`, () => {
  it('once single sign-on is switched off, and still after it is switched on again', async () => {
    const parks = await createService('Parks Permits', true);
    const { token } = await handoff(parks.id);
    expect(await updateService(parks, false)).toBeUndefined();
    const off = await redeem(token, parks, { body: { token, service_id: parks.id } });
    expect(off.statusCode).toBe(401);
    expect(off.answer.message).toBe(ssoMessages.unauthenticated);

    const secret = await updateService(parks, true);
    expect(secret).toEqual(expect.any(String));
    const renewed = { ...parks, secret: secret! };
    expect((await redeem(token, renewed)).statusCode).toBe(401);
    expect((await redeem((await handoff(parks.id)).token, renewed)).statusCode).toBe(200);
  });

  it('once the secret is rotated: the old secret is refused, the new one redeems new tokens', async () => {
    const permits = await createService('Building Permits', true);
    const { token } = await handoff(permits.id);
    const rotated = { ...permits, secret: await rotate(permits) };
    expect(rotated.secret).not.toBe(permits.secret);

    const old = await redeem(token, permits);
    expect(old.statusCode).toBe(401);
    expect(old.answer.message).toBe(ssoMessages.unauthenticated);
    expect((await redeem(token, rotated)).statusCode).toBe(401);

    const fresh = await handoff(permits.id);
    expect((await redeem(fresh.token, permits)).statusCode).toBe(401);
    expect((await redeem(fresh.token, rotated)).statusCode).toBe(200);
  });

  it('once the service is deleted', async () => {
    const market = await createService('Market Stalls', true);
    const { token } = await handoff(market.id);
    const deleted = await call('DELETE', `/services/${market.id}`, { token: adminToken });
    expect(deleted.statusCode).toBe(200);
    const res = await redeem(token, market, { body: { token, service_id: market.id } });
    expect(res.statusCode).toBe(401);
    const left = db.selectFrom('sso_handoffs').select('id').where('service_id', '=', market.id);
    expect(await left.execute()).toEqual([]);
  });
});
