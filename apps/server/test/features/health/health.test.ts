import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@server-test/helpers/app';
import { testEngine } from '@server-test/helpers/database';

describe('GET /api/health', () => {
  it('names the database engine and says it is reachable', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'OK',
      data: { database: { engine: testEngine, reachable: true }, version: 'test' },
    });
  });

  it('answers 503 with the error envelope once the database is gone', async () => {
    const { app, database } = await buildTestApp();
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'database_unavailable',
      message: `Database unavailable (${testEngine})`,
    });
  });
});
