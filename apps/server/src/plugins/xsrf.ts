import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, XSRF_COOKIE, XSRF_HEADER } from '@portal/shared/constants';
import { AppError } from '../lib/errors';
import { sameSecret } from '../lib/tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Key-authenticated, read-only or server-to-server calls that no browser session drives. */
// Payment providers' callbacks carry no cookie: a secret path or a signature stands for it.
const EXEMPT_PREFIXES = [`${API_BASE}/v1/`, `${API_BASE}/sso/`, `${API_BASE}/payments/callbacks/`];

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';
const isExempt = (path: string) => EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix));

function isProtected(request: FastifyRequest, path: string): boolean {
  return !SAFE_METHODS.has(request.method) && path.startsWith(`${API_BASE}/`);
}

/**
 * Double-submit cookie: every answer hands out an `XSRF-TOKEN` cookie the page's script can read,
 * and every state-changing API call must echo it in `X-XSRF-TOKEN`. A page on another origin
 * can make the browser send the cookie but cannot read it, so it cannot forge the header.
 */
export const xsrfPlugin = fp(
  async (app: FastifyInstance, opts: { secureCookie: boolean }) => {
    // A callback, not an async hook: it runs on every call and needs no promise (record 0035).
    app.addHook('onRequest', (request, reply, done) => {
      const path = pathOf(request);
      // No cookie either: the programs calling these keep none, and it costs every call.
      if (isExempt(path)) return done();
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie) {
        reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'lax',
          secure: opts.secureCookie,
          httpOnly: false,
        });
      }
      if (!isProtected(request, path)) return done();
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      if (!cookie || typeof header !== 'string' || !sameSecret(cookie, header)) {
        return done(
          new AppError(
            403,
            'xsrf_token_mismatch',
            'CSRF token mismatch. Reload the page and try again.',
          ),
        );
      }
      done();
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);
