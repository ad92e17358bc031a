import type { Kysely } from 'kysely';
import { applicationMessages } from '@portal/shared/application-messages';
import { MAX_DOCUMENTS, MAX_DOCUMENTS_BYTES } from '@portal/shared/constants';
import { evidenceMessages } from '@portal/shared/vendor-evidence';
import type { Database } from '@server/db/schema';
import { validationFailed } from '@server/lib/errors';
import { heldBy, holdsEvidence, type DocumentHolder } from './holders';

const refused = (message: string) => validationFailed({ file: [message] }, message);

/**
 * Refuses, with a 422 on `file`, a document that would take its holder past the quota: so many
 * documents, so many bytes in all (docs/product.md, "Parcel allocation", Documents). Each review
 * or finding has a quota of its own for its evidence, apart from its application's (decision
 * record 0062). Run in the upload's transaction after its step, which holds the holder's row, so
 * that two uploads at once cannot both take the last place.
 */
export async function ensureRoomForDocument(
  trx: Kysely<Database>,
  holder: DocumentHolder,
  size: number,
): Promise<void> {
  const evidence = holdsEvidence(holder);
  const held = await trx
    .selectFrom('application_documents')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('size').as('bytes')])
    .where(heldBy(holder))
    .executeTakeFirstOrThrow();
  if (Number(held.count) >= MAX_DOCUMENTS)
    throw refused(evidence ? evidenceMessages.tooMany : applicationMessages.tooManyDocuments);
  if (Number(held.bytes ?? 0) + size > MAX_DOCUMENTS_BYTES)
    throw refused(evidence ? evidenceMessages.tooLarge : applicationMessages.documentsTooLarge);
}
