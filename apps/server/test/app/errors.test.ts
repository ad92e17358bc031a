import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { AppError } from '@server/lib/errors';
import {
  conflict,
  databaseUnavailable,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '@server/lib/errors';
import { memoryLog, xsrf } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';

/** The real app with a few extra routes that fail on purpose, in each of the typed ways. */
async function appWithFailingRoutes() {
  const database = await createTestDatabase();
  const log = memoryLog();
  const config = loadConfig({
    DATABASE_URL: database.url,
    APP_KEY: 'k'.repeat(32),
    LOG_LEVEL: 'info',
  });
  const app = await buildApp({
    config,
    database: database.handle,
    version: 'test',
    logStream: log,
  });
  const failures: Record<string, () => AppError> = {
    unauthorized: () => unauthorized(),
    forbidden: () => forbidden('You may not do that'),
    'not-found': () => notFound('No such committee'),
    conflict: () => conflict('The email has already been taken.'),
    'too-many': () => tooManyRequests(42),
    unavailable: () => databaseUnavailable(),
  };
  app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      for (const [name, make] of Object.entries(failures)) {
        typed.get(`/fail/${name}`, async () => {
          throw make();
        });
      }
      typed.get('/fail/crash', async () => {
        throw new Error('secret detail: connection string postgres://u:p@h/db');
      });
      typed.post(
        '/echo',
        {
          schema: {
            body: z.object({
              email: z.email('Enter a valid email address.'),
              age: z.number().int(),
            }),
          },
        },
        async (request) => ({ status: 'success', message: 'echoed', data: request.body }),
      );
    },
    { prefix: '/api' },
  );
  await app.ready();
  return { app, log: log.lines, destroy: database.destroy };
}

let app: FastifyInstance;
let log: string[];
let destroy: () => Promise<void>;
beforeAll(async () => {
  ({ app, log, destroy } = await appWithFailingRoutes());
});
afterAll(async () => {
  await app.close();
  await destroy();
});

describe('error envelope', () => {
  it.each([
    ['unauthorized', 401, 'unauthorized', 'Unauthenticated'],
    ['forbidden', 403, 'forbidden', 'You may not do that'],
    ['not-found', 404, 'not_found', 'No such committee'],
    ['conflict', 409, 'conflict', 'The email has already been taken.'],
    ['too-many', 429, 'too_many_requests', 'Too many requests. Please try again later.'],
    [
      'unavailable',
      503,
      'database_unavailable',
      'The service is temporarily unavailable. Please try again in a moment.',
    ],
  ])('a %s failure answers %i with its code and message', async (name, status, code, message) => {
    const res = await app.inject({ method: 'GET', url: `/api/fail/${name}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status: 'error', code, message });
  });

  it('a rate-limited answer says when to retry', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/fail/too-many' });
    expect(res.headers['retry-after']).toBe('42');
  });

  it('an unexpected error answers 500 without its detail, which goes to the log', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/fail/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'internal_error',
      message: 'Internal server error',
    });
    expect(res.body).not.toContain('secret detail');
    expect(log.join('\n')).toContain('secret detail');
  });

  it('invalid input answers 422 with messages per field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: xsrf,
      payload: { email: 'not-an-email', age: 'old' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', code: 'validation_failed' });
    expect(body.errors.email).toEqual(['Enter a valid email address.']);
    expect(body.errors.age).toHaveLength(1);
  });

  it('valid input passes through the same route', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: xsrf,
      payload: { email: 'a@b.co', age: 30 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'echoed',
      data: { email: 'a@b.co', age: 30 },
    });
  });

  it('malformed JSON answers 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { ...xsrf, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'bad_request' });
  });

  it("Fastify's router refusals answer the envelope with their status", async () => {
    const long = await app.inject({ method: 'GET', url: `/api/users/${'1'.repeat(101)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      status: 'error',
      code: 'bad_request',
      message: 'A part of the address is longer than 100 characters.',
    });
    const malformed = await app.inject({ method: 'GET', url: '/api/users/%zz' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      status: 'error',
      code: 'bad_request',
      message: 'The address is not valid.',
    });
  });

  it('an unknown API path answers a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'not_found',
      message: 'Route GET /api/no-such-thing not found',
    });
  });

  it('keeps credentials out of the request log', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/health?apiKey=live-key-123&page=2',
      headers: {
        authorization: 'Bearer bearer-secret-456',
        cookie: 'XSRF-TOKEN=cookie-secret-789',
      },
    });
    const text = log.join('\n');
    expect(text).toContain('/api/health?apiKey=[REDACTED]&page=2');
    for (const secret of ['live-key-123', 'bearer-secret-456', 'cookie-secret-789']) {
      expect(text).not.toContain(secret);
    }
  });
});
