// What both parts of `npm run bench` measure with: a bounded autocannon run, and the seeded
// administrator's bearer headers.
import autocannon from 'autocannon';
import { ADMIN } from '../support/portal-process.mjs';

/** The XSRF pair every state-changing call needs: the cookie and its header agree. */
export const xsrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };

/**
 * `seconds` of load from `connections` (10 unless told): requests a second, p50 and p99 in ms, and
 * failures. `onHeaders` sees each answer's headers, by lower-case name; `nextPath` gives each
 * request its own path.
 */
export async function measure(
  url,
  seconds,
  { method = 'GET', headers = {}, body, connections = 10, onHeaders, nextPath } = {},
) {
  const result = await autocannon({
    url,
    method,
    connections,
    duration: seconds,
    headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
    body: body ? JSON.stringify(body) : undefined,
    ...(onHeaders || nextPath
      ? {
          requests: [
            {
              ...(nextPath
                ? { setupRequest: (request) => ({ ...request, path: nextPath() }) }
                : {}),
              ...(onHeaders
                ? { onResponse: (_status, _body, _context, answered) => onHeaders(answered) }
                : {}),
            },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Signs the seeded administrator in; answers the headers of a signed-in call. */
export async function signInAdmin(portalUrl) {
  const response = await fetch(`${portalUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...xsrf },
    body: JSON.stringify(ADMIN),
  });
  const { data } = await response.json();
  return { authorization: `Bearer ${data.token}`, ...xsrf };
}
