import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllocationsAnswerSchema,
  PARCEL_API,
  ParcelApiErrorSchema,
  ParcelApiQuerySchema,
  parcelApiErrors,
  parcelApiMessages as messages,
  ParcelsAnswerSchema,
  RATE_LIMIT_HEADERS,
} from '@portal/shared/parcel-api';
import { isDatabaseUnavailable } from '@server/db/errors';
import { AppError } from '@server/lib/errors';
import { MINUTE } from '@server/lib/clock';
import { readCallParams } from './call-params';
import { ParcelApiFailure, refused } from './failures';
import type { ListingName } from './register-snapshot';

// A JSON API's fixed headers (OWASP REST Security), not the pages' set.
const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

const ANSWER_HEADERS = { ...API_HEADERS, 'content-type': 'application/json; charset=utf-8' };

const security: Record<string, string[]>[] = [{ apiKey: [] }, { apiKeyHeader: [] }];
// The query schema documents the parameters; readCallParams checks them, with the API's own codes.
const documentedOnly = () => (value: unknown) => ({ value });
const errorAnswers = Object.fromEntries(
  [...new Set(Object.values(parcelApiErrors).map(({ status }) => status))].map((status) => [
    status,
    ParcelApiErrorSchema,
  ]),
);

/**
 * The public parcel-data API (decision record 0016): key-authenticated, read-only, answering
 * `{status, totalResults, parcels}` or `{status: 'error', code, message}` — never the back-office
 * envelope. Each successful call counts one request on its key, within the key's rate limit.
 */
export const parcelApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const { limiter, apiKeys, parcelRegister } = app;
  const limit = { max: config.apiKeyRateLimit, windowMs: MINUTE };
  const limitHeader = String(limit.max);

  // Encapsulated: only these routes answer in the parcel API's error shape.
  app.setErrorHandler((error, request, reply) => {
    let failure: ParcelApiFailure;
    if (error instanceof ParcelApiFailure) {
      failure = error;
    } else if (error instanceof AppError && error.statusCode === 429) {
      const message = messages.rateLimited(limit.max, error.headers?.['retry-after'] ?? '60');
      failure = new ParcelApiFailure('rateLimited', message, error.headers);
    } else if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      failure = refused('databaseUnavailable', parcelApiErrors.databaseUnavailable.summary);
    } else {
      request.log.error({ err: error }, 'parcel API failed');
      failure = refused('unexpectedError', parcelApiErrors.unexpectedError.summary);
    }
    return reply
      .status(failure.statusCode)
      .headers({ ...API_HEADERS, ...failure.headers })
      .send(failure.answer);
  });

  /** Checks the call and its key, answers the page of `listing`, and counts the call on the key. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    listing: ListingName,
  ): Promise<void> {
    const { key, ...page } = readCallParams(request);
    const verified = apiKeys.verifier.verify(key);
    const check = verified instanceof Promise ? await verified : verified;
    if (!check.ok) throw refused(check.code, messages[check.code]);
    const calls = await limiter.consume(`api-key:${check.id}`, limit);
    const { json, read } = await parcelRegister.page(listing, page);
    apiKeys.requests.count(check.id);
    // The fixed set as one constant object and the rest one by one: a new object spread from it on
    // each call cost a fifth of the API's throughput (record 0035).
    void reply
      .headers(ANSWER_HEADERS)
      .header(RATE_LIMIT_HEADERS.limit, limitHeader)
      .header(RATE_LIMIT_HEADERS.remaining, String(Math.max(0, limit.max - calls)))
      // Whether this call read the register or found it in memory (W3C Server-Timing).
      .header('server-timing', read ? 'page;desc=read' : 'page;desc=kept');
    // Already JSON: Fastify sends a string as it is, without serializing it again.
    void reply.send(json);
  }

  app.get(
    PARCEL_API.parcels,
    {
      schema: {
        tags: ['parcel API'],
        summary: 'Parcels of the register, by number, descending',
        security,
        querystring: ParcelApiQuerySchema,
        response: { 200: ParcelsAnswerSchema, ...errorAnswers },
      },
      validatorCompiler: documentedOnly,
    },
    (request, reply) => answer(request, reply, 'parcels'),
  );

  app.get(
    PARCEL_API.allocations,
    {
      schema: {
        tags: ['parcel API'],
        summary: 'Allocated parcels, by allocation date, newest first',
        security,
        querystring: ParcelApiQuerySchema,
        response: { 200: AllocationsAnswerSchema, ...errorAnswers },
      },
      validatorCompiler: documentedOnly,
    },
    (request, reply) => answer(request, reply, 'allocations'),
  );
};
