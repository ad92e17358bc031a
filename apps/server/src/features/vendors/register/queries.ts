import type { Kysely } from 'kysely';
import { authorityDay } from '@portal/shared/api-keys';
import type { RegisterChange, RegisterEntry, RegisterQuery } from '@portal/shared/cloud-solutions';
import type { Database } from '@server/db/schema';
import { containsText } from '@server/lib/text-search';

/** How many changes the register's feed shows. */
export const FEED_LENGTH = 20;

/**
 * The solutions in the register: those that have had a decision, newest first, narrowed by the
 * query. A solution withdrawn before its decision was never decided, and is not there.
 */
export function registerIds(
  db: Kysely<Database>,
  { search_term, status, category }: Omit<RegisterQuery, 'page' | 'per_page'>,
) {
  return db
    .selectFrom('vendor_solutions')
    .innerJoin('applications', 'applications.id', 'vendor_solutions.application_id')
    .select('vendor_solutions.id')
    .where('vendor_solutions.decided_at', 'is not', null)
    .$if(status !== undefined, (query) =>
      query.where('vendor_solutions.review_status', '=', status!),
    )
    .$if(category !== undefined, (query) =>
      query.where('vendor_solutions.category', '=', category!),
    )
    .$if(Boolean(search_term), (query) =>
      query.where(
        containsText(
          ['vendor_solutions.name', 'applications.organisation_name', 'vendor_solutions.code'],
          search_term!,
        ),
      ),
    )
    .orderBy('vendor_solutions.id', 'desc');
}

/** The register's entries for `ids`, in their order: nothing personal, no member's score. */
export async function registerEntries(
  db: Kysely<Database>,
  ids: number[],
): Promise<RegisterEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('vendor_solutions')
    .innerJoin('applications', 'applications.id', 'vendor_solutions.application_id')
    .select([
      'vendor_solutions.id',
      'vendor_solutions.code',
      'applications.organisation_name as vendor',
      'vendor_solutions.name as solution',
      'vendor_solutions.category',
      'vendor_solutions.data_location_country',
      'vendor_solutions.data_location_facility',
      'vendor_solutions.certifications',
      'vendor_solutions.review_status',
      'vendor_solutions.decided_at',
    ])
    .where('vendor_solutions.id', 'in', ids)
    .execute();
  const conditions = await db
    .selectFrom('vendor_solution_conditions')
    .select(['solution_id', 'text', 'due_on'])
    .where('solution_id', 'in', ids)
    .orderBy('id')
    .execute();
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        code: row.code ?? '',
        vendor: row.vendor ?? '',
        solution: row.solution ?? '',
        category: row.category ?? 'saas',
        data_location_country: row.data_location_country ?? '',
        data_location_facility: row.data_location_facility ?? '',
        certifications: JSON.parse(row.certifications) as RegisterEntry['certifications'],
        status: row.review_status ?? 'in_process',
        conditions: conditions
          .filter((condition) => condition.solution_id === row.id)
          .map(({ text, due_on }) => ({ text, due_on })),
        decided_on: authorityDay(new Date(row.decided_at ?? 0)),
      } satisfies RegisterEntry,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The solution with register code `code` and its history, oldest first; undefined if none. */
export async function registerRecord(db: Kysely<Database>, code: string) {
  const found = await db
    .selectFrom('vendor_solutions')
    .select('id')
    .where('code', '=', code)
    .where('decided_at', 'is not', null)
    .executeTakeFirst();
  if (!found) return undefined;
  const [entry] = await registerEntries(db, [found.id]);
  const history = await db
    .selectFrom('vendor_solution_status_changes')
    .select(['from_status', 'to_status', 'at'])
    .where('solution_id', '=', found.id)
    .orderBy('id')
    .execute();
  return { ...entry!, history };
}

/** The last changes of status of the register's solutions, newest first. */
export async function registerChanges(db: Kysely<Database>): Promise<RegisterChange[]> {
  const rows = await db
    .selectFrom('vendor_solution_status_changes')
    .innerJoin(
      'vendor_solutions',
      'vendor_solutions.id',
      'vendor_solution_status_changes.solution_id',
    )
    .innerJoin('applications', 'applications.id', 'vendor_solutions.application_id')
    .select([
      'vendor_solutions.code',
      'applications.organisation_name as vendor',
      'vendor_solutions.name as solution',
      'vendor_solution_status_changes.from_status',
      'vendor_solution_status_changes.to_status',
      'vendor_solution_status_changes.at',
    ])
    .where('vendor_solutions.decided_at', 'is not', null)
    // Going into review is the vendor's submission, not a change of the register.
    .where('vendor_solution_status_changes.to_status', '!=', 'in_process')
    .orderBy('vendor_solution_status_changes.id', 'desc')
    .limit(FEED_LENGTH)
    .execute();
  return rows.map((row) => ({
    ...row,
    code: row.code ?? '',
    vendor: row.vendor ?? '',
    solution: row.solution ?? '',
  }));
}
