import { Text } from '@mantine/core';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import type { Review } from '@portal/shared/vendor-reviews';
import type { Column } from '@web/components/data-table/column';
import { DataTable } from '@web/components/data-table/data-table';
import { RowActions } from '@web/components/data-table/row-actions';
import { StatusBadge } from '@web/components/status-badge';
import { formatDate } from '@web/lib/format';
import { StandingBadge } from '../components/badges';
import { partnershipPaths } from '../paths';
import { quarterLabel } from '../words';

const columns: Column<Review>[] = [
  { header: 'Quarter', minWidth: 80, cell: (review) => quarterLabel(review.quarter) },
  {
    header: 'Status',
    minWidth: 90,
    cell: (review) =>
      review.status === 'finalised' ? (
        <StatusBadge tone="positive">Finalised</StatusBadge>
      ) : (
        <StatusBadge tone="caution">Open</StatusBadge>
      ),
  },
  {
    header: 'Actuals',
    priority: 2,
    minWidth: 110,
    cell: (review) =>
      review.actuals_reported_at
        ? `Reported on ${formatDate(review.actuals_reported_at)}`
        : 'Not reported yet',
  },
  {
    header: 'Scorecards',
    priority: 3,
    minWidth: 80,
    align: 'right',
    cell: (review) => review.scored_by,
  },
  {
    header: 'Total',
    minWidth: 60,
    align: 'right',
    cell: (review) => (review.total === null ? '—' : review.total.toFixed(2)),
  },
  {
    header: 'Standing',
    minWidth: 120,
    cell: (review) => <StandingBadge standing={review.standing} />,
  },
];

/**
 * Every quarter's review, newest first (docs/product.md, "The vendor partnership"): opened by the
 * portal on the quarter's last day; each leads to its page, where it is reported, scored and
 * finalised.
 */
export function ReviewsSection({ partnership }: { partnership: Partnership }) {
  if (partnership.reviews.length === 0)
    return (
      <Text>
        No review yet: the first opens on the last day of {quarterLabel(partnership.quarters[0]!)}.
      </Text>
    );
  return (
    <DataTable
      label="Quarterly reviews"
      columns={columns}
      rows={partnership.reviews}
      from={1}
      actions={(review) => (
        <RowActions
          name={`review of ${quarterLabel(review.quarter)}`}
          showPath={partnershipPaths.review(review.id)}
        />
      )}
      actionsWidth={74}
    />
  );
}
