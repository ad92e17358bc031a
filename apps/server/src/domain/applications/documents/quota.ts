import type { Kysely } from 'kysely';
import { applicationMessages } from '@portal/shared/application-messages';
import { MAX_DOCUMENTS, MAX_DOCUMENTS_BYTES } from '@portal/shared/constants';
import type { Database } from '@server/db/schema';
import { validationFailed } from '@server/lib/errors';

const refused = (message: string) => validationFailed({ file: [message] }, message);

/**
 * Refuses, with a 422 on `file`, a document that would take its application past the quota: so
 * many documents, so many bytes in all (docs/product.md, "Parcel allocation", Documents). Run in the upload's
 * transaction after its step, which holds the application's row, so that two uploads at once
 * cannot both take the last place.
 */
export async function ensureRoomForDocument(
  trx: Kysely<Database>,
  applicationId: number,
  size: number,
): Promise<void> {
  const held = await trx
    .selectFrom('application_documents')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('size').as('bytes')])
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  if (Number(held.count) >= MAX_DOCUMENTS) throw refused(applicationMessages.tooManyDocuments);
  if (Number(held.bytes ?? 0) + size > MAX_DOCUMENTS_BYTES) {
    throw refused(applicationMessages.documentsTooLarge);
  }
}
