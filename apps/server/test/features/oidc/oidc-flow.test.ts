import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { describe, expect, it, vi } from 'vitest';
import { Role, ServiceCategory } from '@portal/shared/constants';
import { testEngine } from '@server-test/helpers/database';
import { dataUrl, png } from '@server-test/helpers/images';
import { browser, relyingParty } from '@server-test/helpers/oidc';
import { anotherInstance, startBackOffice } from '@server-test/helpers/portal';

// The services' back channel listens on this machine, as inside the authority's network.
const portal = await startBackOffice({ env: { OIDC_PRIVATE_NETWORK: 'true' } });
const { call, createUser, signIn, admin, db, clock } = portal;
const CALLBACK = 'https://water.example/callback';

let named = 0;
/** A catalogue service with an OpenID client; answers the client with its secret. */
async function registeredClient(overrides: object = {}) {
  // Signed in afresh: the later tests move the clock past a session's life.
  const adminToken = await signIn(admin);
  const service = await call('POST', '/services', {
    token: adminToken,
    body: {
      name: `Linked service ${++named}`,
      link: 'https://water.example/',
      has_sso: true,
      description: 'Water bills',
      logo: dataUrl('image/png', png()),
      category: ServiceCategory.AuthorityService,
    },
  });
  expect(service.statusCode, service.body).toBe(201);
  const created = await call('POST', '/oidc-clients', {
    token: adminToken,
    body: {
      service_id: service.answer.data.id,
      redirect_uris: [CALLBACK],
      post_logout_redirect_uris: ['https://water.example/'],
      scopes: ['openid', 'profile', 'email'],
      ...overrides,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data as { id: number; client_id: string; client_secret: string };
}

/** The authorization request a service sends its user's browser to, with its checks. */
function authorization(config: oidc.Configuration, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  return {
    checks: { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce },
    url: async () =>
      oidc.buildAuthorizationUrl(config, {
        redirect_uri: CALLBACK,
        scope: 'openid profile email',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        ...extra,
      }),
  };
}

/** The browser's side: to the portal, the user's answer, and back with a code. */
async function signInThroughPortal(
  user: ReturnType<typeof browser>,
  url: URL,
  token: string,
  answer: 'confirm' | 'deny' = 'confirm',
) {
  const started = await user.open(url);
  expect(started.statusCode, started.body).toBe(303);
  const interaction = new URL(started.headers.location!, portal.config.appUrl);
  const uid = interaction.pathname.split('/').at(-1)!;
  const landing = await user.open(interaction);
  expect(landing.headers.location).toBe(`/account/authorize/${uid}`);
  const details = await user.call('GET', `/oidc/interactions/${uid}/details`, token);
  expect(details.statusCode, details.body).toBe(200);
  const answered = await user.call('POST', `/oidc/interactions/${uid}/${answer}`, token);
  expect(answered.statusCode, answered.body).toBe(200);
  let resumed = await user.open(answered.answer.data.redirect_to);
  if (resumed.statusCode === 200) {
    // Another user signed in through this browser before: the provider signs them out first.
    const signedOut = await user.submitForm(resumed.body);
    expect(signedOut.statusCode, signedOut.body).toBe(303);
    resumed = await user.open(new URL(signedOut.headers.location!, portal.config.appUrl));
  }
  expect(resumed.statusCode, resumed.body).toBe(303);
  return { details: details.answer.data, callback: new URL(resumed.headers.location!) };
}

describe(`the portal as an OpenID Connect provider on ${testEngine}`, () => {
  it('signs a user in to a linked service by the code flow with PKCE, as a standard client sees it', async () => {
    const client = await registeredClient();
    const config = await relyingParty(portal, client);
    expect(config.serverMetadata()).toMatchObject({
      issuer: portal.config.appUrl,
      authorization_endpoint: `${portal.config.appUrl}/oidc/auth`,
      code_challenge_methods_supported: ['S256'],
      end_session_endpoint: `${portal.config.appUrl}/oidc/session/end`,
      backchannel_logout_supported: true,
    });

    const investor = await createUser({ name: 'Ines Investor', role_id: Role.Investor });
    const token = await signIn(investor);
    const request = authorization(config);
    const investorBrowser = browser(portal);
    const { details, callback } = await signInThroughPortal(
      investorBrowser,
      await request.url(),
      token,
    );
    expect(details).toEqual({
      client_name: `Linked service ${named}`,
      scopes: ['openid', 'profile', 'email'],
      consent_needed: true,
    });
    expect(callback.origin + callback.pathname).toBe(CALLBACK);

    const tokens = await oidc.authorizationCodeGrant(config, callback, request.checks);
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: portal.config.appUrl,
      aud: client.client_id,
      sub: String(investor.id),
      acr: 'aal1',
      amr: ['pwd'],
      auth_time: expect.any(Number),
    });
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(info).toMatchObject({
      sub: String(investor.id),
      name: 'Ines Investor',
      email: investor.email,
      email_verified: true,
    });

    // Its refresh token is replaced at each use.
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBeDefined();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);

    // Every sign-in passes by the portal's session, which alone says who signs in: someone else
    // signed in to the portal in that browser is who the service gets, and the provider signs
    // the one before out, ending their refresh token (and their consent).
    const again = await investorBrowser.open(await authorization(config).url());
    expect(again.headers.location).toMatch(/^\/api\/oidc\/interactions\//);
    const colleague = await createUser({ role_id: Role.Investor });
    const colleagueToken = await signIn(colleague);
    const theirs = authorization(config);
    const { callback: theirCallback } = await signInThroughPortal(
      investorBrowser,
      await theirs.url(),
      colleagueToken,
    );
    const theirTokens = await oidc.authorizationCodeGrant(config, theirCallback, theirs.checks);
    expect(theirTokens.claims()!.sub).toBe(String(colleague.id));
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });

    // Signing out of the portal ends the service's refresh token too.
    expect((await call('POST', '/logout', { token: colleagueToken })).statusCode).toBe(200);
    await expect(oidc.refreshTokenGrant(config, theirTokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });

    // Consent, once given, is not asked twice, signing out notwithstanding.
    const secondRequest = authorization(config);
    const { details: second, callback: secondCallback } = await signInThroughPortal(
      browser(portal),
      await secondRequest.url(),
      await signIn(colleague),
    );
    expect(second.consent_needed).toBe(false);

    // A refresh token used twice is a stolen one: the second use ends the whole grant.
    const fresh = await oidc.authorizationCodeGrant(config, secondCallback, secondRequest.checks);
    const next = await oidc.refreshTokenGrant(config, fresh.refresh_token!);
    await expect(oidc.refreshTokenGrant(config, fresh.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(oidc.refreshTokenGrant(config, next.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('says a staff member signed in with a second factor, and asks a first-party service no consent', async () => {
    const client = await registeredClient({ first_party: true });
    const config = await relyingParty(portal, client);
    const staff = await createUser({ role_id: Role.Administrator });
    // Their first sign-in gives them a passkey; the second takes it after the password.
    await signIn(staff);
    const token = await signIn(staff);
    const request = authorization(config);
    const { details, callback } = await signInThroughPortal(
      browser(portal),
      await request.url(),
      token,
    );
    expect(details.consent_needed).toBe(false);
    const claims = (await oidc.authorizationCodeGrant(config, callback, request.checks)).claims()!;
    expect(claims).toMatchObject({ acr: 'aal2', amr: ['pwd', 'hwk', 'user', 'mfa'] });
  });

  it('refuses a wrong redirect address, a request without PKCE, a wrong secret and a refusal', async () => {
    const client = await registeredClient();
    const config = await relyingParty(portal, client);
    const user = browser(portal);

    const wrongRedirect = new URL(await authorization(config).url());
    wrongRedirect.searchParams.set('redirect_uri', 'https://evil.example/callback');
    const refused = await user.open(wrongRedirect);
    // Shown to the user, never sent to the address it did not register.
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.location).toBeUndefined();

    const withoutPkce = new URL(await authorization(config).url());
    withoutPkce.searchParams.delete('code_challenge');
    withoutPkce.searchParams.delete('code_challenge_method');
    const noPkce = await user.open(withoutPkce);
    const back = new URL(noPkce.headers.location!);
    expect(back.origin + back.pathname).toBe(CALLBACK);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/PKCE/);

    const token = await signIn(await createUser());
    const request = authorization(config);
    const { callback } = await signInThroughPortal(browser(portal), await request.url(), token);
    const impostor = await relyingParty(portal, { ...client, client_secret: 'not-the-secret' });
    await expect(
      oidc.authorizationCodeGrant(impostor, callback, request.checks),
    ).rejects.toMatchObject({ error: 'invalid_client' });

    const declined = authorization(config);
    const { callback: denied } = await signInThroughPortal(
      browser(portal),
      await declined.url(),
      token,
      'deny',
    );
    expect(denied.searchParams.get('error')).toBe('access_denied');
  });

  it('keeps clients for services.manage alone, and answers a secret only once', async () => {
    const client = await registeredClient();
    const adminToken = await signIn(admin);
    const investorToken = await signIn(await createUser());
    expect((await call('GET', '/oidc-clients', { token: investorToken })).statusCode).toBe(403);
    const shown = await call('GET', `/oidc-clients/${client.id}`, { token: adminToken });
    expect(shown.statusCode).toBe(200);
    expect(shown.answer.data.client_secret).toBeUndefined();
    const stored = await db
      .selectFrom('oidc_clients')
      .select('secret_hash')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).not.toContain(client.client_secret);

    const bad = await call('PUT', `/oidc-clients/${client.id}`, {
      token: adminToken,
      body: {
        service_id: shown.answer.data.service_id,
        redirect_uris: ['http://water.example/callback#part'],
        scopes: ['profile'],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.answer.errors).sort()).toEqual(['redirect_uris.0', 'scopes']);
    expect(
      (await call('GET', `/oidc-clients/${client.id}`, { token: adminToken })).answer.data,
    ).toEqual(shown.answer.data);

    const removed = await call('DELETE', `/oidc-clients/${client.id}`, { token: adminToken });
    expect(removed.statusCode).toBe(200);
    await expect(
      relyingParty(portal, client).then((config) => oidc.refreshTokenGrant(config, 'x')),
    ).rejects.toMatchObject({
      error: 'invalid_client',
    });
  });

  it('signs a user out at a service’s request once they confirm, and tells the service by its back channel, as signing out of the portal does', async () => {
    // The service's back channel: a real address that receives logout tokens.
    const received: string[] = [];
    const backChannel = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(body);
        response.end();
      });
    });
    await new Promise<void>((resolve) => backChannel.listen(0, '127.0.0.1', resolve));
    const { port } = backChannel.address() as AddressInfo;
    try {
      const client = await registeredClient({
        backchannel_logout_uri: `http://127.0.0.1:${port}/backchannel`,
      });
      const config = await relyingParty(portal, client);
      const user = browser(portal);
      const someone = await createUser();
      const request = authorization(config);
      const { callback } = await signInThroughPortal(
        user,
        await request.url(),
        await signIn(someone),
      );
      const tokens = await oidc.authorizationCodeGrant(config, callback, request.checks);

      const asked = await user.open(
        oidc.buildEndSessionUrl(config, {
          id_token_hint: tokens.id_token!,
          post_logout_redirect_uri: 'https://water.example/',
        }),
      );
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toContain('Sign out of the services?');
      expect(asked.body).not.toContain('googleapis');
      const done = await user.submitForm(asked.body, { logout: 'yes' });
      expect(done.statusCode, done.body).toBe(303);
      expect(done.headers.location).toBe('https://water.example/');

      await vi.waitFor(() => expect(received).toHaveLength(1));
      const logoutToken = new URLSearchParams(received[0]).get('logout_token')!;
      const jwks = (await portal.app.inject({ method: 'GET', url: '/oidc/jwks' })).json();
      const { payload } = await jwtVerify(logoutToken, createLocalJWKSet(jwks), {
        issuer: portal.config.appUrl,
        audience: client.client_id,
      });
      expect(payload.sub).toBe(String(someone.id));
      expect(payload.events).toEqual({ 'http://schemas.openid.net/event/backchannel-logout': {} });
      await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
        error: 'invalid_grant',
      });

      // Signing out of the portal itself tells the service too.
      const again = authorization(config);
      const portalToken = await signIn(someone);
      await signInThroughPortal(browser(portal), await again.url(), portalToken);
      expect((await call('POST', '/logout', { token: portalToken })).statusCode).toBe(200);
      await vi.waitFor(() => expect(received).toHaveLength(2));
      const told = await jwtVerify(
        new URLSearchParams(received[1]).get('logout_token')!,
        createLocalJWKSet(jwks),
        { issuer: portal.config.appUrl, audience: client.client_id },
      );
      expect(told.payload.sub).toBe(String(someone.id));
      expect(told.payload.sid).toEqual(expect.any(String));
    } finally {
      backChannel.close();
    }
  });

  it('serves each step of a sign-in from whichever instance the request reaches', async () => {
    const other = await anotherInstance(portal);
    const client = await registeredClient();
    let turn = 0;
    // A load balancer sending each of the browser's requests to the other instance in turn.
    const balanced = {
      get app() {
        return turn++ % 2 === 0 ? portal.app : other;
      },
    };
    const request = authorization(await relyingParty(portal, client));
    const { callback } = await signInThroughPortal(
      browser(balanced as Pick<typeof portal, 'app'>),
      await request.url(),
      await signIn(await createUser()),
    );
    expect(turn).toBeGreaterThan(3);
    // The code given by one instance is exchanged at the other.
    const atOther = await relyingParty({ app: other, config: portal.config }, client);
    const tokens = await oidc.authorizationCodeGrant(atOther, callback, request.checks);
    expect(tokens.claims()!.iss).toBe(portal.config.appUrl);
    const refreshed = await oidc.refreshTokenGrant(
      await relyingParty(portal, client),
      tokens.refresh_token!,
    );
    expect(refreshed.access_token).toBeDefined();
  });

  it('clears the records past their time every hour, and keeps the grants', async () => {
    const client = await registeredClient();
    const config = await relyingParty(portal, client);
    const request = authorization(config);
    const { callback } = await signInThroughPortal(
      browser(portal),
      await request.url(),
      await signIn(await createUser()),
    );
    await oidc.authorizationCodeGrant(config, callback, request.checks);
    const kinds = async () =>
      (
        await db
          .selectFrom('oidc_records')
          .select('kind')
          .where('client_id', '=', client.client_id)
          .execute()
      ).map((row) => row.kind);
    expect(await kinds()).toEqual(expect.arrayContaining(['AccessToken', 'Grant', 'RefreshToken']));
    // Past a day, the code, access and refresh tokens are spent; the grant lasts thirty days.
    clock.advance(25 * 60 * 60 * 1000);
    await portal.app.scheduler.runDue();
    expect(await kinds()).toEqual(['Grant']);
  });

  it('replaces its signing key: the next is published a day before it signs, the old kept a day after', async () => {
    const client = await registeredClient();
    const config = await relyingParty(portal, client);
    const published = async () =>
      (
        (await portal.app.inject({ method: 'GET', url: '/oidc/jwks' })).json().keys as {
          kid: string;
        }[]
      ).map((key) => key.kid);
    /** The key a new sign-in's ID token is signed with, as the service checks it. */
    const signingKid = async () => {
      const request = authorization(config);
      const { callback } = await signInThroughPortal(
        browser(portal),
        await request.url(),
        await signIn(await createUser()),
      );
      const tokens = await oidc.authorizationCodeGrant(config, callback, request.checks);
      return decodeProtectedHeader(tokens.id_token!).kid;
    };
    const day = 24 * 60 * 60 * 1000;
    const [first] = await published();
    expect(await signingKid()).toBe(first);

    clock.advance(91 * day);
    await portal.app.scheduler.runDue();
    const [stillFirst, next] = await published();
    expect(stillFirst).toBe(first);
    expect(next).toBeDefined();
    expect(await signingKid()).toBe(first);

    clock.advance(day + 60_000);
    await portal.app.scheduler.runDue();
    expect(await published()).toEqual([next, first]);
    expect(await signingKid()).toBe(next);

    clock.advance(day);
    await portal.app.scheduler.runDue();
    expect(await published()).toEqual([next]);
    expect(await signingKid()).toBe(next);
  });
});
