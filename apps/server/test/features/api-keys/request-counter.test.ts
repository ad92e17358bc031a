import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/connection';
import { createRequestCounter } from '@server/domain/api-keys/request-counter';
import { manualClock } from '@server-test/helpers/clock';
import { freshDatabaseEachTest, testEngine } from '@server-test/helpers/database';

let handle: DatabaseHandle;
freshDatabaseEachTest((fresh) => (handle = fresh));

/** Two keys of one owner, straight in the database. */
async function twoKeys(): Promise<[number, number]> {
  const { db } = handle;
  const user = await db
    .insertInto('users')
    .values({
      name: 'Owner',
      email: 'owner@example.test',
      password_hash: 'x',
      role_id: 4,
      account_type_id: 4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids = [];
  for (const name of ['a', 'b']) {
    const key = {
      name,
      user_id: user.id,
      key_hash: name,
      key_encrypted: name,
      key_prefix: name,
      expiry_date: '2030-01-01',
    };
    ids.push(
      (await db.insertInto('api_keys').values(key).returning('id').executeTakeFirstOrThrow()).id,
    );
  }
  return ids as [number, number];
}

const requests = async () =>
  (await handle.db.selectFrom('api_keys').select(['id', 'requests']).orderBy('id').execute()).map(
    (row) => row.requests,
  );

const quiet = { warn: () => undefined };

// A period far longer than a test: only flush() and close() write.
const LONG = 3_600_000;

describe(`API key request counter on ${testEngine}`, () => {
  it('writes nothing until a flush, then adds every count; close writes the rest', async () => {
    const [a, b] = await twoKeys();
    const counter = createRequestCounter(handle.db, manualClock(), quiet, LONG);
    for (const id of [a, a, b, a, b]) counter.count(id);
    expect(await requests()).toEqual([0, 0]);
    await counter.flush();
    expect(await requests()).toEqual([3, 2]);
    counter.count(b);
    await counter.close();
    expect(await requests()).toEqual([3, 3]);
  });

  it('keeps the counts of a failed flush for the next one', async () => {
    const [a] = await twoKeys();
    const counter = createRequestCounter(handle.db, manualClock(), quiet, LONG);
    counter.count(a);
    counter.count(a);
    await sql`alter table api_keys rename to api_keys_away`.execute(handle.db);
    await expect(counter.flush()).rejects.toThrow();
    await sql`alter table api_keys_away rename to api_keys`.execute(handle.db);
    counter.count(a);
    await counter.close();
    expect(await requests()).toEqual([3, 0]);
  });
});
