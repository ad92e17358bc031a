import type { Kysely } from 'kysely';
import type { Evidence } from '@portal/shared/vendor-evidence';
import type { Database } from '@server/db/schema';

/** What a piece of evidence supports: a quarterly review, or an audit finding. */
export type EvidenceColumn = 'vendor_review_id' | 'vendor_finding_id';

/** The evidence of each of `ids`, reviews or findings by `column`, oldest first: never its bytes. */
export async function evidenceOf(
  db: Kysely<Database>,
  column: EvidenceColumn,
  ids: readonly number[],
): Promise<Map<number, Evidence[]>> {
  const held = new Map(ids.map((id) => [id, [] as Evidence[]]));
  if (ids.length === 0) return held;
  const documents = await db
    .selectFrom('application_documents')
    .select((eb) => [
      eb.ref(column).as('supports'),
      'id',
      'file_name',
      'content_type',
      'size',
      'created_at as uploaded_at',
    ])
    .where(column, 'in', ids)
    .orderBy('id')
    .execute();
  for (const { supports, ...evidence } of documents) held.get(supports!)!.push(evidence);
  return held;
}
