import { createServer, type IncomingMessage } from 'node:http';
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

/**
 * A small real linked service for the single sign-on tests: its server redeems the token with the
 * portal server to server, as the API documentation tells integrators to, authenticated by HTTP
 * Basic with `serviceId` (the id the portal gave it) and `secret` (the one its administrator was
 * shown). Every redemption answer is kept in `redemptions`.
 */
export async function startLinkedService(portalUrl: string) {
  const state = {
    serviceId: 0,
    secret: '',
    redemptions: [] as { status: number; body: unknown }[],
  };
  const server = createServer((request, response) => {
    void (async () => {
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
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/app/`,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
