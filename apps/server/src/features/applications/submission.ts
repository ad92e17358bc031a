import type { Kysely } from 'kysely';
import { REQUIRED_ON_SUBMIT } from '@portal/shared/application-draft';
import { applicationMessages } from '@portal/shared/application-messages';
import { missingDocumentKinds, type DocumentKind } from '@portal/shared/application-documents';
import { messages } from '@portal/shared/messages';
import type { Database } from '@server/db/schema';
import { validationFailed, type FieldErrors } from '@server/lib/errors';
import type { ApplicationRecord } from '@server/domain/applications/access';

/**
 * Refuses, with 422 naming each, an application that lacks a field or a document submitting
 * needs (docs/product.md, "Parcel allocation"): every gap at once, so the applicant fixes all.
 */
export async function ensureComplete(
  db: Kysely<Database>,
  application: ApplicationRecord,
): Promise<void> {
  const errors: FieldErrors = {};
  for (const field of REQUIRED_ON_SUBMIT) {
    if (application[field] === null) errors[field] = [messages.required];
  }
  const documents = await db
    .selectFrom('application_documents')
    .select('kind')
    .where('application_id', '=', application.id)
    .$narrowType<{ kind: DocumentKind }>()
    .execute();
  const missing = missingDocumentKinds(documents.map((document) => document.kind));
  if (missing.length > 0) {
    errors.documents = [applicationMessages.missingDocuments(missing.join(' and '))];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
