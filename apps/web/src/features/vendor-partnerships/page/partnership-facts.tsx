import { List, Text } from '@mantine/core';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import { REVIEW_STATUS_LABELS } from '@portal/shared/vendor-journey';
import { SummaryTable, type SummaryRow } from '@web/components/summary-table';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { formatDay } from '@web/lib/format';
import { PartnershipStatusBadge, StandingBadge } from '../components/badges';
import { sharePercent } from '../words';

/** Who, since when, for which year, at what share, where it stands and what it offers. */
export function PartnershipFacts({ partnership }: { partnership: Partnership }) {
  const rows: SummaryRow[] = [
    ['Vendor', partnership.vendor],
    [
      'Opened by',
      <UnbrokenReference key="application" reference={partnership.application_reference} />,
    ],
    ['Status', <PartnershipStatusBadge key="status" status={partnership.status} />],
    ['Partner since', formatDay(partnership.starts_on)],
    [
      'This year',
      `Year ${partnership.year}: ${formatDay(partnership.year_starts_on)} to ${formatDay(partnership.ends_on)}`,
    ],
    ['Revenue share', `${sharePercent(partnership.share_bps)} of the revenue earned through it`],
    ['Last review', <StandingBadge key="standing" standing={partnership.standing} />],
    [
      'Solutions',
      <List key="solutions" size="sm" spacing={2}>
        {partnership.solutions.map((solution) => (
          <List.Item key={solution.id}>
            <Text span size="sm">
              {solution.name}
              {solution.code && (
                <>
                  {' '}
                  (<UnbrokenReference reference={solution.code} />)
                </>
              )}
              : {REVIEW_STATUS_LABELS[solution.review_status]}
            </Text>
          </List.Item>
        ))}
      </List>,
    ],
  ];
  return <SummaryTable rows={rows} />;
}
