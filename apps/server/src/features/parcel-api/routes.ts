import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllocationsAnswerSchema,
  PARCEL_API,
  ParcelApiErrorSchema,
  parcelApiErrors,
  parcelApiMessages as messages,
  ParcelsAnswerSchema,
  RATE_LIMIT_HEADERS,
} from '@portal/shared/parcel-api';
import { isDatabaseUnavailable } from '../../db/errors';
import { AppError } from '../../lib/errors';
import { MINUTE } from '../../lib/clock';
import { readCallParams } from './call-params';
import { ParcelApiFailure, refused } from './failures';
import { allocationPage, parcelPage, type Page } from './queries';

const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

const security: Record<string, string[]>[] = [{ apiKey: [] }, { apiKeyHeader: [] }];
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
  const { database, limiter, config, apiKeys, parcelAnswers, changes } = app.deps;
  const { db } = database;
  // A change to the register shows at once on this instance, not when the kept answers run out.
  changes.on('parcels', parcelAnswers.clear);
  const limit = { max: config.apiKeyRateLimit, windowMs: MINUTE };

  // A JSON API's headers (OWASP REST Security), fixed: helmet's page-oriented set is built anew
  // for every answer and cost a tenth of a call here.
  app.addHook('onSend', async (_request, reply) => {
    void reply.headers(API_HEADERS);
  });

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
    return reply.status(failure.statusCode).headers(failure.headers).send(failure.answer);
  });

  /** Checks the call and its key, answers `load`'s page, and counts the call on the key. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    load: (page: Page) => Promise<object>,
  ): Promise<void> {
    const { key, ...page } = readCallParams(request);
    const verifying = performance.now();
    const verified = apiKeys.verifier.verify(key);
    const check = verified instanceof Promise ? await verified : verified;
    const verifiedIn = performance.now() - verifying;
    if (!check.ok) throw refused(check.code, messages[check.code]);
    const calls = await limiter.consume(`api-key:${check.id}`, limit);
    const { json, hit } = await parcelAnswers.get(
      `${request.routeOptions.url}?${page.page}&${page.pageSize}`,
      async () => JSON.stringify(await load(page)),
    );
    apiKeys.requests.count(check.id);
    void reply.type('application/json; charset=utf-8').headers({
      [RATE_LIMIT_HEADERS.limit]: String(limit.max),
      [RATE_LIMIT_HEADERS.remaining]: String(Math.max(0, limit.max - calls)),
      // What the key check cost and whether the page was kept (W3C Server-Timing): the
      // benchmark reads both under load.
      'server-timing': `key;dur=${verifiedIn.toFixed(3)}, page;desc=${hit ? 'kept' : 'read'}`,
    });
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
        response: { 200: ParcelsAnswerSchema, ...errorAnswers },
      },
      helmet: false,
    },
    (request, reply) => answer(request, reply, (page) => parcelPage(db, page)),
  );

  app.get(
    PARCEL_API.allocations,
    {
      schema: {
        tags: ['parcel API'],
        summary: 'Allocated parcels, by allocation date, newest first',
        security,
        response: { 200: AllocationsAnswerSchema, ...errorAnswers },
      },
      helmet: false,
    },
    (request, reply) => answer(request, reply, (page) => allocationPage(db, page)),
  );
};
