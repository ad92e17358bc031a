import type { Kysely } from 'kysely';
import type { ApplicationSite } from '@portal/shared/application-detail';
import type { Database } from '@server/db/schema';
import type { ApplicationRecord } from './access';

/**
 * What the investor got once the lease is registered: the parcel as the register has it now,
 * the lease and its ground rent, and the handover date once handed over. Null before.
 */
export async function siteOf(
  db: Kysely<Database>,
  application: ApplicationRecord,
): Promise<ApplicationSite | null> {
  const { lease_number, lease_start_date, term_years, annual_ground_rent } = application;
  if (!['lease_registered', 'handed_over'].includes(application.stage)) return null;
  if (application.offer_parcel_id === null || lease_number === null || lease_start_date === null)
    return null;
  const parcel = await db
    .selectFrom('parcels')
    .select(['id', 'number', 'zone', 'acre'])
    .where('id', '=', application.offer_parcel_id)
    .executeTakeFirst();
  if (!parcel) return null;
  return {
    parcel,
    lease_number,
    term_years: term_years ?? 0,
    lease_start_date,
    annual_ground_rent: annual_ground_rent ?? 0,
    currency: application.offer_currency ?? 'KES',
    handover_date: application.handover_date,
  };
}
