import { describe, expect, it } from 'vitest';
import { PARCEL_API } from '@portal/shared/parcel-api';
import { memoryLog } from '../helpers/app';
import { countRows, testEngine } from '../helpers/database';
import { lockDatabase } from '../helpers/database-lock';
import { startBackOffice } from '../helpers/portal';

const log = memoryLog();
// Short limits, so that a locked database is given up on within the test's patience.
const portal = await startBackOffice({
  databaseLimits: { queryTimeoutMs: 300, poolWaitMs: 1000 },
  logStream: log,
  env: { LOG_LEVEL: 'info' },
});
const { app, call, db, adminToken, config } = portal;

const unavailable = {
  status: 'error',
  code: 'database_unavailable',
  message: 'The service is temporarily unavailable. Please try again in a moment.',
};

describe(`a database that does not answer in time, on ${testEngine}`, () => {
  it('answers a back-office write 503 database_unavailable, changes nothing, and serves once the lock is gone', async () => {
    const before = await countRows(db, 'roles');
    const release = await lockDatabase(config.databaseUrl, ['roles']);
    let refused;
    try {
      refused = await call('POST', '/roles', { token: adminToken, body: { name: 'Auditor' } });
    } finally {
      await release();
    }
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.answer).toEqual(unavailable);
    expect(await countRows(db, 'roles')).toBe(before);
    expect(log.lines.join('\n')).toContain('database unavailable');

    const created = await call('POST', '/roles', { token: adminToken, body: { name: 'Auditor' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(await countRows(db, 'roles')).toBe(before + 1);
  });

  // A read: only PostgreSQL can be made to keep one waiting.
  it.skipIf(testEngine === 'sqlite')(
    "answers the parcel API 503 databaseUnavailable in the API's own shape",
    async () => {
      const key = await call('POST', '/apis', {
        token: adminToken,
        body: { name: 'Outage test', expiry_date: '2099-12-31' },
      });
      expect(key.statusCode, key.body).toBe(201);
      const url = `${PARCEL_API.parcels}?apiKey=${key.answer.data.key}&pageSize=17`;
      const release = await lockDatabase(config.databaseUrl, ['parcels']);
      let refused;
      try {
        refused = await app.inject({ method: 'GET', url });
      } finally {
        await release();
      }
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json()).toEqual({
        status: 'error',
        code: 'databaseUnavailable',
        message: 'The parcel data cannot be reached for a moment; try again shortly.',
      });
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    },
  );
});
