import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Role, ServiceCategory } from '@portal/shared/constants';
import { ssoMessages } from '@portal/shared/sso';
import { memoryLog } from '@server-test/helpers/app';
import { testEngine } from '@server-test/helpers/database';
import { dataUrl, png } from '@server-test/helpers/images';
import { startBackOffice } from '@server-test/helpers/portal';

const log = memoryLog();
const portal = await startBackOffice({ logStream: log, env: { LOG_LEVEL: 'info' } });
const { call, createUser, db, adminToken } = portal;
const investorToken = await portal.signIn(await createUser({ role_id: Role.Investor }));

const SECRET = /^tcs_[\w-]{43}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let sequence = 0;
const payload = (has_sso: boolean) => ({
  name: `Linked Service ${++sequence}`,
  link: 'https://linked.example/app/',
  has_sso,
  description: 'A service that signs portal users in',
  logo: dataUrl('image/png', png()),
  category: ServiceCategory.PartnerService,
});

async function create(has_sso: boolean) {
  const res = await call('POST', '/services', { token: adminToken, body: payload(has_sso) });
  expect(res.statusCode, res.body).toBe(201);
  return res.answer.data as { id: number; name: string; sso_secret?: string };
}

async function update(service: { id: number; name: string }, has_sso: boolean) {
  const body = { ...payload(has_sso), id: service.id, name: service.name };
  const res = await call('PUT', `/services/${service.id}`, { token: adminToken, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer.data as { sso_secret?: string };
}

const storedHash = async (id: number) =>
  (
    await db
      .selectFrom('services')
      .select('sso_secret_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).sso_secret_hash;

/** Everything a reader of the service gets back: the secret is in none of it. */
async function readsOf(id: number) {
  const one = await call('GET', `/services/${id}`, { token: investorToken });
  const list = await call('GET', '/services?per_page=100', { token: adminToken });
  return JSON.stringify([one.answer, list.answer]);
}

describe(`single sign-on secrets on ${testEngine}: shown once, kept hashed`, () => {
  it('issues a secret when a service is created with single sign-on, and only then shows it', async () => {
    const service = await create(true);
    expect(service.sso_secret).toMatch(SECRET);
    expect(await storedHash(service.id)).toBe(sha256(service.sso_secret!));
    expect(await readsOf(service.id)).not.toContain(service.sso_secret);
    expect(await readsOf(service.id)).not.toContain('sso_secret');
  });

  it('issues none for a service without single sign-on', async () => {
    const service = await create(false);
    expect(service).not.toHaveProperty('sso_secret');
    expect(await storedHash(service.id)).toBeNull();
  });

  it('issues one when single sign-on is switched on, keeps it on other saves, drops it when off', async () => {
    const service = await create(false);
    const switchedOn = await update(service, true);
    expect(switchedOn.sso_secret).toMatch(SECRET);
    const hash = await storedHash(service.id);
    expect(hash).toBe(sha256(switchedOn.sso_secret!));

    expect(await update(service, true)).not.toHaveProperty('sso_secret');
    expect(await storedHash(service.id)).toBe(hash);

    expect(await update(service, false)).not.toHaveProperty('sso_secret');
    expect(await storedHash(service.id)).toBeNull();
  });

  it('rotates the secret for an administrator: a new one, shown once, the old hash gone', async () => {
    const service = await create(true);
    const res = await call('POST', `/services/${service.id}/sso-secret`, { token: adminToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer.message).toBe(ssoMessages.secretIssued);
    const { secret } = res.answer.data as { secret: string };
    expect(secret).toMatch(SECRET);
    expect(secret).not.toBe(service.sso_secret);
    expect(await storedHash(service.id)).toBe(sha256(secret));
    expect(await readsOf(service.id)).not.toContain(secret);
  });

  it('refuses a rotation signed out (401), to others (403), for no service (404) or none with single sign-on (409), changing nothing', async () => {
    const linked = await create(true);
    const plain = await create(false);
    const hashes = async () => [await storedHash(linked.id), await storedHash(plain.id)];
    const before = await hashes();
    const rotate = (id: number, token?: string) =>
      call('POST', `/services/${id}/sso-secret`, token ? { token } : {});

    expect((await rotate(linked.id)).statusCode).toBe(401);
    expect((await rotate(linked.id, investorToken)).statusCode).toBe(403);
    expect((await rotate(999_999, adminToken)).statusCode).toBe(404);
    const noSso = await rotate(plain.id, adminToken);
    expect(noSso.statusCode).toBe(409);
    expect(noSso.answer.message).toBe(ssoMessages.noSecret);
    expect(await hashes()).toEqual(before);
  });

  it('never writes a secret to the log', async () => {
    const service = await create(true);
    const rotated = await call('POST', `/services/${service.id}/sso-secret`, {
      token: adminToken,
    });
    const secrets = [service.sso_secret!, rotated.answer.data.secret as string];
    expect(log.lines.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(log.lines.join('\n')).not.toContain(secret);
  });
});
