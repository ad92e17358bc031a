import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { API_BASE } from '@portal/shared/constants';

/**
 * What pages may ask of the browser: no camera, microphone, location, payment or device access;
 * only the clipboard's write side, for the Copy buttons of API keys (record 0022). Only features
 * Chromium knows: an unknown one is a console error on every page.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-write=(self)',
].join(', ');

const isApiCall = (url: string) =>
  url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);

/**
 * The headers helmet sets for `options`, worked out once. @fastify/helmet ran helmet afresh on
 * every answer, parsing the policy each time: a twentieth of a signed-in call (record 0032).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

const PAGE_HEADERS = {
  ...helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and Swagger UI set style attributes at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  }),
  'permissions-policy': PERMISSIONS_POLICY,
};
const API_HEADERS = { ...PAGE_HEADERS, 'cache-control': 'no-store' };

/**
 * The pages' content security policy, letting these inline scripts run as well, each named by its
 * SHA-256 (a prerendered public page's own script, record 0045), and nothing else inline.
 */
export function pagePolicyAllowing(scripts: string[]): string {
  const policy = (PAGE_HEADERS as Record<string, string>)['content-security-policy'] ?? '';
  const hashes = scripts.map(
    (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  );
  return policy.replace("script-src 'self'", ["script-src 'self'", ...hashes].join(' '));
}

/**
 * Browser-side defences for every answer of the browser-facing portal: pages, API and docs alike.
 * No `/api` answer, errors included, is kept by a browser or a proxy: they carry keys, profiles
 * and tokens. A route whose answer is public reference data may say otherwise itself (record
 * 0022).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      void reply.headers(isApiCall(request.url) ? API_HEADERS : PAGE_HEADERS);
      done();
    });
  },
  { name: 'security-headers' },
);
