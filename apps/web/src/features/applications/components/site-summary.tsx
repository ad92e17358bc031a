import type { ApplicationSite } from '@portal/shared/application-detail';
import { formatMoney } from '@portal/shared/money';
import { SummaryTable } from '@web/components/summary-table';
import { formatDay } from '@web/lib/format';

/**
 * What the investor got (docs/product.md, "Parcel allocation"): the parcel as the register has
 * it, the lease and its ground rent, and when the site was handed over.
 */
export function SiteSummary({ site }: { site: ApplicationSite }) {
  const { parcel, currency } = site;
  return (
    <SummaryTable
      rows={[
        ['Parcel', parcel.number],
        ['Zone', parcel.zone],
        ['Area', `${parcel.acre} acres`],
        ['Lease number', site.lease_number],
        ['Term', `${site.term_years} years`],
        ['Lease starts', formatDay(site.lease_start_date)],
        [
          'Annual ground rent',
          `${formatMoney({ amount: site.annual_ground_rent, currency })}, invoiced on the start date and every anniversary`,
        ],
        ['Handed over', site.handover_date ? formatDay(site.handover_date) : 'Not yet'],
      ]}
    />
  );
}
