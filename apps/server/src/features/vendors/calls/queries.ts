import type { Kysely } from 'kysely';
import { callStatus, SOLUTION_CATEGORIES } from '@portal/shared/vendor-journey';
import type { PublicVendorCall, VendorCall } from '@portal/shared/vendor-calls';
import { authorityDay } from '@portal/shared/api-keys';
import { withAuthorNames } from '@server/db/joined-names';
import type { Database } from '@server/db/schema';
import { newRecordBy } from '@server/lib/authorship';
import { notFound } from '@server/lib/errors';
import { containsText } from '@server/lib/text-search';

/** A call as its form sends it, checked and in UTC. */
export type CallFields = {
  title: string;
  description: string;
  categories: string[];
  opens_at: string;
  closes_at: string;
};

export const callNotFound = () => notFound('Call not found.');

const categoriesOf = (stored: string) => {
  const chosen = JSON.parse(stored) as string[];
  return SOLUTION_CATEGORIES.filter((category) => chosen.includes(category));
};

/** Calls with their authors' names and how many applications each has, newest first. */
function callRows(db: Kysely<Database>) {
  return db
    .selectFrom('vendor_calls')
    .$call(withAuthorNames('vendor_calls'))
    .select((eb) => [
      'vendor_calls.id',
      'vendor_calls.reference',
      'vendor_calls.title',
      'vendor_calls.description',
      'vendor_calls.categories',
      'vendor_calls.opens_at',
      'vendor_calls.closes_at',
      'vendor_calls.created_at',
      'vendor_calls.updated_at',
      eb
        .selectFrom('applications')
        .select((count) => count.fn.countAll<number | string>().as('n'))
        .whereRef('applications.call_id', '=', 'vendor_calls.id')
        .as('applications'),
    ])
    .orderBy('vendor_calls.id', 'desc');
}

/** The calls `ids` names, in full, newest first, with their status at `now`. */
export async function callsByIds(
  db: Kysely<Database>,
  ids: number[],
  now: Date,
): Promise<VendorCall[]> {
  if (ids.length === 0) return [];
  const rows = await callRows(db).where('vendor_calls.id', 'in', ids).execute();
  return rows.map((row) => ({
    ...row,
    categories: categoriesOf(row.categories),
    applications: Number(row.applications ?? 0),
    status: callStatus(row, now),
  }));
}

export async function findCall(db: Kysely<Database>, id: number, now: Date): Promise<VendorCall> {
  const [call] = await callsByIds(db, [id], now);
  if (!call) throw callNotFound();
  return call;
}

/** The list's ids, newest first, narrowed to `term` in the reference, title or description. */
export function callIds(db: Kysely<Database>, term?: string) {
  const query = db
    .selectFrom('vendor_calls')
    .select('vendor_calls.id')
    .orderBy('vendor_calls.id', 'desc');
  return term
    ? query.where(
        containsText(
          ['vendor_calls.reference', 'vendor_calls.title', 'vendor_calls.description'],
          term,
        ),
      )
    : query;
}

/** The calls open or yet to open at `now`, soonest closing first: what anyone may read. */
export async function openAndUpcomingCalls(
  db: Kysely<Database>,
  now: Date,
): Promise<PublicVendorCall[]> {
  const rows = await db
    .selectFrom('vendor_calls')
    .select(['id', 'reference', 'title', 'description', 'categories', 'opens_at', 'closes_at'])
    .where('closes_at', '>', now.toISOString())
    .orderBy('closes_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    categories: categoriesOf(row.categories),
    status: callStatus(row, now),
  }));
}

/**
 * The next reference of the year the call opens in, Nairobi time: 'VEOI-2026-01', '-02', … Two
 * calls made at once may draw the same one; the table's unique reference refuses the second,
 * which the caller tries again.
 */
async function nextReference(db: Kysely<Database>, opensAt: string): Promise<string> {
  const year = authorityDay(new Date(opensAt)).slice(0, 4);
  const prefix = `VEOI-${year}-`;
  const taken = await db
    .selectFrom('vendor_calls')
    .select('reference')
    .where('reference', 'like', `${prefix}%`)
    .execute();
  const highest = Math.max(
    0,
    ...taken.map(({ reference }) => Number(reference.slice(prefix.length))),
  );
  return `${prefix}${String(highest + 1).padStart(2, '0')}`;
}

export async function insertCall(
  db: Kysely<Database>,
  fields: CallFields,
  by: number,
  now: string,
): Promise<number> {
  const { id } = await db
    .insertInto('vendor_calls')
    .values({
      ...fields,
      categories: JSON.stringify(fields.categories),
      reference: await nextReference(db, fields.opens_at),
      ...newRecordBy(by, now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCall(
  db: Kysely<Database>,
  id: number,
  fields: CallFields,
  by: number,
  now: string,
): Promise<void> {
  const { numUpdatedRows } = await db
    .updateTable('vendor_calls')
    .set({
      ...fields,
      categories: JSON.stringify(fields.categories),
      updated_by: by,
      updated_at: now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) throw callNotFound();
}

/** Deletes a call with no application; the foreign key refuses one that has any. */
export async function deleteCall(db: Kysely<Database>, id: number): Promise<void> {
  const { numDeletedRows } = await db
    .deleteFrom('vendor_calls')
    .where('id', '=', id)
    .executeTakeFirst();
  if (numDeletedRows === 0n) throw callNotFound();
}
