import { afterAll, describe, expect, it } from 'vitest';
import { noteChange } from '@server/db/changes';
import { createTestDatabase, testEngine } from '../helpers/database';

const database = await createTestDatabase();
const { handle } = database;
afterAll(() => database.destroy());

const parcel = (number: string) => ({
  number,
  acre: '1.00',
  min_floors: 1,
  max_floors: 2,
  land_use: 'Commercial' as const,
  zone: 'Light Industry Park' as const,
  created_at: '2026-11-26T00:00:00.000Z',
  updated_at: '2026-11-26T00:00:00.000Z',
});

const numbers = async () =>
  (await handle.db.selectFrom('parcels').select('number').execute()).map((row) => row.number);

describe(`changes announced on commit, on ${testEngine}`, () => {
  it('tells a listener of a change once the transaction has committed, not before', async () => {
    const heard: string[][] = [];
    // What a listener reads when it hears: the kept listing it rebuilds from the database.
    const stop = handle.onChange('parcels', () => void numbers().then((seen) => heard.push(seen)));
    await handle.transaction(async (trx) => {
      noteChange(trx, 'parcels');
      await trx.insertInto('parcels').values(parcel('CH-0001')).execute();
      expect(heard).toEqual([]);
    });
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toContain('CH-0001');
    stop();
  });

  it('announces nothing for a transaction that rolled back, and nothing after stopping', async () => {
    let heard = 0;
    const stop = handle.onChange('parcels', () => heard++);
    const failed = handle.transaction(async (trx) => {
      noteChange(trx, 'parcels');
      await trx.insertInto('parcels').values(parcel('CH-0002')).execute();
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    expect(await numbers()).not.toContain('CH-0002');
    stop();
    await handle.transaction(async (trx) => noteChange(trx, 'parcels'));
    expect(heard).toBe(0);
  });

  it('refuses a noted change in a transaction that cannot announce it', async () => {
    const plain = handle.db.transaction().execute(async (trx) => noteChange(trx, 'parcels'));
    await expect(plain).rejects.toThrow(/cannot announce/);
  });
});
