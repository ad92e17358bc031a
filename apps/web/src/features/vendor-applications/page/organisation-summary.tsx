import { Anchor, Text } from '@mantine/core';
import { formatPhone } from '@portal/shared/fields';
import { DEFAULT_CURRENCY, formatMoney } from '@portal/shared/money';
import type { VendorApplication } from '@portal/shared/vendor-applications';
import type { ReactNode } from 'react';
import { SummaryTable, type SummaryRow } from '@web/components/summary-table';
import { formatDay } from '@web/lib/format';

const countryName = new Intl.DisplayNames(['en'], { type: 'region' });

const orNothing = (value: ReactNode) =>
  value === null || value === '' ? (
    <Text span inherit c="dimmed">
      Not given
    </Text>
  ) : (
    value
  );

/** Basis points as the letter words them: 1250 is 12.5%. */
export const percentOf = (bps: number) => `${bps / 100}%`;

/**
 * The organisation behind the application, its signatory and its plans for the market, and the
 * authority's revenue share once decided.
 */
export function OrganisationSummary({ application }: { application: VendorApplication }) {
  const { website, signatory_name: signatory, target_revenue_first_year: revenue } = application;
  const rows: SummaryRow[] = [
    ['Organisation name', orNothing(application.organisation_name)],
    ['Registration number', orNothing(application.registration_number)],
    ['Country', orNothing(application.country && countryName.of(application.country))],
    ['Year founded', orNothing(application.year_founded)],
    [
      'Website',
      orNothing(
        website && (
          <Anchor href={website} target="_blank" rel="noreferrer">
            {website}
          </Anchor>
        ),
      ),
    ],
    ['Contact person', orNothing(application.contact_person)],
    ['Contact email', orNothing(application.contact_email)],
    [
      'Contact phone',
      orNothing(formatPhone(application.contact_country_code, application.contact_phone)),
    ],
    [
      'Signatory',
      orNothing(signatory && [signatory, application.signatory_title].filter(Boolean).join(', ')),
    ],
    [
      "Signatory's date of birth",
      orNothing(
        application.signatory_date_of_birth && formatDay(application.signatory_date_of_birth),
      ),
    ],
    [
      'Markets',
      orNothing(
        application.markets && (
          <Text inherit style={{ whiteSpace: 'pre-line' }}>
            {application.markets}
          </Text>
        ),
      ),
    ],
    ['Customers in the first year', orNothing(application.target_customers_first_year)],
    [
      'Revenue in the first year',
      orNothing(
        revenue === null ? null : formatMoney({ amount: revenue, currency: DEFAULT_CURRENCY }),
      ),
    ],
    ...(application.share_bps === null
      ? []
      : ([['Revenue share to the authority', percentOf(application.share_bps)]] as SummaryRow[])),
  ];
  return <SummaryTable rows={rows} />;
}
