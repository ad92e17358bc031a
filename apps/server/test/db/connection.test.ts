import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { engineOf, openDatabase } from '@server/db/connection';
import { createTestDatabase, testEngine } from '../helpers/database';

describe('engineOf', () => {
  it('reads the engine from the URL scheme', () => {
    expect(engineOf('file:./data/portal.db')).toBe('sqlite');
    expect(engineOf('file:///var/lib/portal/portal.db')).toBe('sqlite');
    expect(engineOf('postgres://u@h:5432/db')).toBe('postgres');
    expect(engineOf('postgresql://u@h/db')).toBe('postgres');
  });

  it('refuses anything else without echoing credentials', () => {
    expect(() => engineOf('mysql://root:s3cret@h/db')).toThrow(
      /mysql:.*file:<path>.*postgres:\/\//,
    );
    expect(() => engineOf('mysql://root:s3cret@h/db')).toThrow(
      expect.not.stringContaining('s3cret'),
    );
    expect(() => engineOf('./portal.db')).toThrow(/Unsupported DATABASE_URL/);
  });
});

describe(`connection on ${testEngine}`, () => {
  it('answers ping while open and false once closed', async () => {
    const database = await createTestDatabase();
    expect(database.handle.engine).toBe(testEngine);
    expect(await database.handle.ping()).toBe(true);
    await database.handle.close();
    expect(await database.handle.ping()).toBe(false);
    await database.destroy();
  });

  it('enforces foreign keys and uses WAL on SQLite', async () => {
    const database = await createTestDatabase();
    try {
      if (testEngine === 'sqlite') {
        const { rows: mode } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(
          database.handle.db,
        );
        expect(mode[0]?.journal_mode).toBe('wal');
        const { rows: fk } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(
          database.handle.db,
        );
        expect(fk[0]?.foreign_keys).toBe(1);
      } else {
        expect(database.url).toMatch(/^postgres(ql)?:\/\//);
      }
    } finally {
      await database.destroy();
    }
  });

  it('answers false, without throwing, when PostgreSQL is unreachable', async () => {
    // Port 1 on localhost refuses at once: no server is listening there.
    const handle = openDatabase('postgres://postgres@127.0.0.1:1/none');
    expect(await handle.ping()).toBe(false);
    await handle.close();
    await handle.close();
  });
});
