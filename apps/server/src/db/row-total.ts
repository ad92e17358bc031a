import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** How many rows `table` holds, counted (small tables; the users total is kept by triggers). */
export async function rowTotal(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
