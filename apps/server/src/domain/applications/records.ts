import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/*
 * What an application's page shows of its records, in either journey: its documents, its letters
 * and its history, oldest first. Each journey narrows the kinds and stages to its own.
 */

export function documentsOf(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('application_documents')
    .select(['id', 'kind', 'file_name', 'content_type', 'size', 'created_at as uploaded_at'])
    .where('application_id', '=', applicationId)
    .orderBy('id');
}

export function lettersOf(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('letters')
    .select(['id', 'kind', 'code', 'issued_at'])
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute();
}

export function historyOf(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('application_stage_changes')
    .select(['from_stage as from', 'to_stage as to', 'at', 'actor_name as actor', 'note'])
    .where('application_id', '=', applicationId)
    .orderBy('id');
}
