import { Anchor, List, Text } from '@mantine/core';
import { PARTNERSHIP_STATUS_LABELS } from '@portal/shared/vendor-partnership-words';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import { REVIEW_STATUS_LABELS } from '@portal/shared/vendor-journey';
import { Link } from 'react-router';
import { SummaryTable, type SummaryRow } from '@web/components/summary-table';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { paths } from '@web/config/resources';
import { formatDay } from '@web/lib/format';
import { StandingBadge } from '../components/badges';
import { sharePercent } from '../words';

/** Who, since when, for which year, at what share, where it stands and what it offers. */
export function PartnershipFacts({ partnership }: { partnership: Partnership }) {
  const rows: SummaryRow[] = [
    ['Vendor', partnership.vendor],
    [
      'Opened by',
      // The application keeps the partnership's letters: its decision, and each renewal.
      <Anchor
        key="application"
        component={Link}
        to={paths.myVendorApplications.show(partnership.application_id)}
      >
        <UnbrokenReference reference={partnership.application_reference} />
      </Anchor>,
    ],
    // In words: the longest status is wider than a phone's column as a badge.
    ['Status', PARTNERSHIP_STATUS_LABELS[partnership.status]],
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
            <Text size="sm">{solution.name}</Text>
            <Text size="xs">
              {REVIEW_STATUS_LABELS[solution.review_status]}
              {solution.code && (
                <>
                  , code <UnbrokenReference reference={solution.code} />
                </>
              )}
            </Text>
          </List.Item>
        ))}
      </List>,
    ],
  ];
  return <SummaryTable rows={rows} />;
}
