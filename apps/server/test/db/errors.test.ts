import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@server/db/errors';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a reset socket', coded('ECONNRESET')],
    ['a refused connection', coded('ECONNREFUSED')],
    ['PostgreSQL shutting down', coded('57P01')],
    ['too many connections', coded('53300')],
    ['our statement timeout', coded('57014')],
    ['a connection exception', coded('08006')],
    ['a lock not available', coded('55P03')],
    ['SQLite busy past busy_timeout', coded('SQLITE_BUSY')],
    ['an SQLite I/O error', coded('SQLITE_IOERR_WRITE')],
    ['a full disk under SQLite', coded('SQLITE_FULL')],
    ['the client giving up on a silent server', new Error('Query read timeout')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool wait past its limit', new Error('timeout exceeded when trying to connect')],
  ])('counts %s as the database being unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505')],
    ['a foreign key violation', coded('SQLITE_CONSTRAINT_FOREIGNKEY')],
    ['a syntax error', coded('42601')],
    ['a missing table', coded('42P01')],
    ['a bug in the code', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something that is not an error', 'ECONNRESET'],
  ])('leaves %s a server error', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
