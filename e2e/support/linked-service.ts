import { createServer, type IncomingMessage } from 'node:http';
import * as oidc from 'openid-client';
import { SSO_REDEEM_PATH } from '@portal/shared/sso';
import { freePort } from './free-port';

// The service's page, as a linked service would write it: it reads the handoff from the address's
// fragment and lets its own server redeem the token.
const PAGE = `<!doctype html><html lang="en"><head><title>Linked service</title></head><body>
<main><h1>Linked service</h1><p id="status">Signing in…</p></main>
<script type="module">
  const [, route, token] = location.hash.split('/');
  const status = document.getElementById('status');
  if (route !== 'auth') status.textContent = 'No handoff';
  else {
    const answer = await fetch('/sign-in', { method: 'POST', body: token });
    status.textContent = answer.ok ? 'Signed in as ' + (await answer.text()) : 'Handoff refused';
  }
</script></body></html>`;

const bodyOf = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
};

const escaped = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small real linked service for the single sign-on tests: its server redeems the token with the
 * portal server to server, as the API documentation tells integrators to, authenticated by HTTP
 * Basic with `serviceId` (the id the portal gave it) and `secret` (the one its administrator was
 * shown). Every redemption answer is kept in `redemptions`. It also signs users in by OpenID
 * Connect, with a standard client library (openid-client), once given `oidcClient`.
 */
export async function startLinkedService(portalUrl: string) {
  const state = {
    serviceId: 0,
    secret: '',
    redemptions: [] as { status: number; body: unknown }[],
    oidcClient: { client_id: '', client_secret: '' },
  };
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const callback = `${origin}/oidc/callback`;
  // What each authorization request must find on its way back, by its state.
  const pending = new Map<string, { verifier: string; nonce: string }>();
  const configuration = () =>
    oidc.discovery(
      new URL(portalUrl),
      state.oidcClient.client_id,
      state.oidcClient.client_secret,
      undefined,
      // The test portal is served over plain http on the machine itself.
      { execute: [oidc.allowInsecureRequests] },
    );

  const server = createServer((request, response) => {
    void (async () => {
      if (request.url === '/oidc/login') {
        const verifier = oidc.randomPKCECodeVerifier();
        const nonce = oidc.randomNonce();
        const requestState = oidc.randomState();
        pending.set(requestState, { verifier, nonce });
        const url = oidc.buildAuthorizationUrl(await configuration(), {
          redirect_uri: callback,
          scope: 'openid profile email',
          state: requestState,
          nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
        });
        return response.writeHead(302, { location: url.href }).end();
      }
      if (request.url?.startsWith('/oidc/callback')) {
        const current = new URL(request.url, origin);
        const expected = pending.get(current.searchParams.get('state') ?? '');
        const page = (text: string) =>
          response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(
              `<!doctype html><html lang="en"><head><title>Linked service</title></head><body><main><h1>Linked service</h1><p id="status">${escaped(text)}</p></main></body></html>`,
            );
        const refused = current.searchParams.get('error');
        if (refused || !expected) return page(`Sign-in refused: ${refused ?? 'unknown request'}`);
        const config = await configuration();
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: expected.verifier,
          expectedNonce: expected.nonce,
          expectedState: current.searchParams.get('state')!,
        });
        const claims = tokens.claims()!;
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        return page(`Signed in by OpenID Connect as ${info.name} (${info.email}), ${claims.acr}`);
      }
      if (request.method === 'POST' && request.url === '/sign-in') {
        const token = await bodyOf(request);
        const credentials = Buffer.from(`${state.serviceId}:${state.secret}`).toString('base64');
        const redeemed = await fetch(`${portalUrl}${SSO_REDEEM_PATH}`, {
          method: 'POST',
          headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        });
        const answer = (await redeemed.json()) as { data?: { name: string; email: string } };
        state.redemptions.push({ status: redeemed.status, body: answer });
        if (!redeemed.ok || !answer.data) return response.writeHead(401).end();
        return response.end(`${answer.data.name} (${answer.data.email})`);
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `${origin}/app/`,
    /** Where the portal sends its users back with a code. */
    callback,
    /** Where a user starts signing in to it by OpenID Connect. */
    oidcLogin: `${origin}/oidc/login`,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
