import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceCalls } from '@portal/shared/services';
import { declared } from '@server/lib/http/declared-route';
import { logoFile } from './logo';
import { findLogo } from './queries';

/** A year: the longest lifetime caches are asked to honour. */
const FOREVER = 'public, max-age=31536000, immutable';
/** Kept, but asked about again before each use: the address names no particular version. */
const ASK_AGAIN = 'public, no-cache';

/** Whether an `If-None-Match` header names `etag` (weak comparison, as RFC 9110 asks for it). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * GET /services/{id}/logo (record 0023): the logo's bytes, open to anyone because an <img> cannot
 * send the bearer token and a published service's brand image is no secret. Lists name the
 * address with `?v=` and the hash of the bytes, so that address never changes its content and
 * browsers keep it for a year; any other address is revalidated against the ETag each time.
 */
export const serviceLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  const route = declared(serviceCalls.logo, { tag: 'services', security: null });
  app.route({
    ...route,
    schema: {
      ...route.schema,
      response: {
        ...route.schema.response,
        304: z.any().describe('Not modified: the copy named in If-None-Match is current'),
      },
    },
    handler: async (request, reply) => {
      const { logo, logo_hash } = await findLogo(db, request.params.id);
      const etag = `"${logo_hash}"`;
      void reply
        .header('etag', etag)
        .header('cache-control', request.query.v === logo_hash ? FOREVER : ASK_AGAIN);
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const { type, bytes } = logoFile(logo);
      // The image is never a page: nothing in it may run, load or be read as another type.
      return reply
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `inline; filename="service-${request.params.id}-logo"`)
        .header('x-content-type-options', 'nosniff')
        .type(type)
        .send(bytes);
    },
  });
};
