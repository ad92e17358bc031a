import * as oidc from 'openid-client';
import { xsrf } from './app';
import type { Portal } from './portal';

/**
 * A standard OpenID Connect client (openid-client) talking to the test portal, its requests
 * carried in process by `inject` rather than over a socket: what a linked service's server does.
 */
export async function relyingParty(
  portal: Pick<Portal, 'app' | 'config'>,
  client: { client_id: string; client_secret: string },
) {
  const viaInject: oidc.CustomFetch = async (url, options) => {
    const target = new URL(url);
    const answer = await portal.app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: options.headers,
      ...(options.body ? { payload: String(options.body) } : {}),
    });
    return new Response(answer.rawPayload.length ? answer.rawPayload : null, {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        [value].flat().map((one): [string, string] => [name, String(one)]),
      ),
    });
  };
  const config = await oidc.discovery(
    new URL(portal.config.appUrl),
    client.client_id,
    client.client_secret,
    undefined,
    { [oidc.customFetch]: viaInject },
  );
  config[oidc.customFetch] = viaInject;
  return config;
}

type Cookie = { value: string; path: string };

/**
 * A browser as far as the authorization code flow needs one: it follows the provider's
 * redirects by hand and keeps its cookies, each sent only below its own path.
 */
export function browser(portal: Pick<Portal, 'app'>) {
  const jar = new Map<string, Cookie>();
  const cookieHeader = (path: string) =>
    [...jar]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      const path = attributes.find((a) => a.trim().toLowerCase().startsWith('path='));
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a));
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), { value, path: path?.split('=')[1]?.trim() ?? '/' });
    }
  };

  return {
    /** Opens `url` (a GET, as a navigation), keeping the cookies it sets. */
    async open(url: string | URL) {
      const target = new URL(url);
      const answer = await portal.app.inject({
        method: 'GET',
        url: target.pathname + target.search,
        headers: { cookie: cookieHeader(target.pathname) },
      });
      keep(answer.headers['set-cookie']);
      return answer;
    },
    /**
     * Posts a page's form as a browser would: one the page submits by itself on load (the
     * provider signing out a previous user before it signs in another), or with the `pressed`
     * button's name and value.
     */
    async submitForm(html: string, pressed: Record<string, string> = {}) {
      const action = /<form[^>]* method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`No form to submit in: ${html}`);
      const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)];
      const target = new URL(action);
      const answer = await portal.app.inject({
        method: 'POST',
        url: target.pathname,
        headers: {
          cookie: cookieHeader(target.pathname),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams([
          ...fields.map(([, name, value]): [string, string] => [name!, value!]),
          ...Object.entries(pressed),
        ]).toString(),
      });
      keep(answer.headers['set-cookie']);
      return answer;
    },
    /** A call of the web app's, signed in as `token`, with the browser's cookies. */
    async call(method: 'GET' | 'POST', path: string, token: string) {
      const answer = await portal.app.inject({
        method,
        url: `/api${path}`,
        headers: {
          ...xsrf,
          cookie: [xsrf.cookie, cookieHeader(`/api${path}`)].filter(Boolean).join('; '),
          authorization: `Bearer ${token}`,
        },
      });
      keep(answer.headers['set-cookie']);
      return Object.assign(answer, { answer: answer.json() });
    },
  };
}
