import type { Kysely } from 'kysely';
import { applicationMessages } from '@portal/shared/application-messages';
import { MAX_OPEN_DRAFTS } from '@portal/shared/constants';
import type { Journey } from '@portal/shared/journeys';
import type { DatabaseHandle } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import { validationFailed } from '@server/lib/errors';

/**
 * Refuses a new draft of `journey` to an account that has its quota of drafts there already: 422
 * on `drafts`. The account's row is locked first on PostgreSQL (SQLite writes one at a time), so
 * that two starts at once cannot both take the last place.
 */
export async function ensureRoomForDraft(
  trx: Kysely<Database>,
  engine: DatabaseHandle['engine'],
  journey: Journey,
  applicantId: number,
): Promise<void> {
  await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', applicantId)
    .$if(engine === 'postgres', (query) => query.forUpdate())
    .execute();
  const drafts = await trx
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('applicant_id', '=', applicantId)
    .where('journey', '=', journey)
    .where('stage', '=', 'draft')
    .executeTakeFirstOrThrow();
  if (Number(drafts.count) >= MAX_OPEN_DRAFTS) {
    const message = applicationMessages.tooManyDrafts;
    throw validationFailed({ drafts: [message] }, message);
  }
}

/** The contact fields every journey's draft has. */
type Contact = {
  contact_person?: string | null;
  contact_email?: string | null;
  contact_country_code?: string | null;
  contact_phone?: string | null;
};

/**
 * A new draft's contact details, where the start left them blank, are the applicant's own as
 * their account holds them (docs/product.md, "Parcel allocation"): nobody types their phone twice.
 * A phone without its country code stays blank, as the pair is checked together.
 */
export async function withAccountContact<Draft extends Contact>(
  db: Kysely<Database>,
  userId: number,
  draft: Draft,
): Promise<Draft> {
  const account = await db
    .selectFrom('users')
    .select(['name', 'email', 'country_code', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const phoneKnown = account.country_code !== null && account.phone !== null;
  const phoneGiven = draft.contact_phone != null || draft.contact_country_code != null;
  return {
    ...draft,
    contact_person: draft.contact_person ?? account.name,
    contact_email: draft.contact_email ?? account.email,
    ...(phoneKnown && !phoneGiven
      ? { contact_country_code: account.country_code, contact_phone: account.phone }
      : {}),
  };
}
