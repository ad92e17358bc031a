import { List, Text } from '@mantine/core';
import type { PartnershipRow } from '@portal/shared/vendor-partnerships';
import type { Column } from '@web/components/data-table/column';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { formatDay } from '@web/lib/format';
import { attentionReasons, sharePercent } from '../words';
import { PartnershipStatusBadge, StandingBadge } from './badges';

/** What asks for attention, one line a cause; a dash when nothing does. */
function Attention({ row }: { row: PartnershipRow }) {
  const reasons = attentionReasons(row);
  if (reasons.length === 0) return <Text size="sm">Nothing</Text>;
  return (
    <List size="sm" spacing={2}>
      {reasons.map((reason) => (
        <List.Item key={reason}>{reason}</List.Item>
      ))}
    </List>
  );
}

/**
 * Each partnership: the vendor and the application that opened it, where its year stands, its
 * share, the standing of its last review and what asks for staff's attention.
 */
export const partnershipColumns: Column<PartnershipRow>[] = [
  {
    header: 'Vendor',
    minWidth: 150,
    cell: (row) => (
      <>
        <Text size="sm" fw={600}>
          {row.vendor}
        </Text>
        <Text size="xs" c="dimmed">
          <UnbrokenReference reference={row.application_reference} />
        </Text>
      </>
    ),
  },
  {
    header: 'Status',
    minWidth: 120,
    cell: (row) => <PartnershipStatusBadge status={row.status} />,
  },
  {
    header: 'Year',
    priority: 2,
    minWidth: 130,
    cell: (row) => `Year ${row.year}, to ${formatDay(row.ends_on)}`,
  },
  {
    header: 'Share',
    priority: 3,
    minWidth: 70,
    align: 'right',
    cell: (row) => sharePercent(row.share_bps),
  },
  { header: 'Standing', minWidth: 130, cell: (row) => <StandingBadge standing={row.standing} /> },
  { header: 'Needs attention', minWidth: 190, cell: (row) => <Attention row={row} /> },
];
