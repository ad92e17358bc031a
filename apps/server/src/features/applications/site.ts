import type { Kysely } from 'kysely';
import type { ApplicationSite } from '@portal/shared/application-detail';
import type { Database } from '@server/db/schema';
import { formatMoney } from '@portal/shared/money';
import { UTILITY_SERVICE_LABELS, type UtilityService } from '@portal/shared/utilities';
import type { ApplicationRecord } from '@server/domain/applications/access';

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

/** The site an investor was handed, line by line, for the handover mail. */
export function siteLines(site: ApplicationSite): string[] {
  const { parcel, currency } = site;
  return [
    'Your site:',
    `- Parcel ${parcel.number}, ${parcel.zone}, ${parcel.acre} acres`,
    `- Lease ${site.lease_number}: ${site.term_years} years from ${site.lease_start_date}`,
    `- Annual ground rent: ${formatMoney({ amount: site.annual_ground_rent, currency })}, invoiced on the start date and every anniversary`,
    ...(site.handover_date ? [`- Handed over on ${site.handover_date}`] : []),
  ];
}

/** The connections a handover opened, for its mail: the numbers bills and readings will quote. */
export function connectionLines(
  connections: { number: string; service: UtilityService }[],
): string[] {
  if (connections.length === 0) return [];
  return [
    'Your utility connections, from the handover date:',
    ...connections.map(({ number, service }) => `- ${UTILITY_SERVICE_LABELS[service]}: ${number}`),
  ];
}
