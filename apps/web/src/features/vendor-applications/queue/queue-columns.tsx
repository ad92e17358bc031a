import type { VendorApplicationRow } from '@portal/shared/vendor-applications';
import {
  committeeColumn,
  organisationColumn,
  referenceColumn,
  timeInStageColumn,
} from '@web/components/applications/queue-columns';
import { StageBadge } from '@web/components/applications/stage-badge';
import type { Column } from '@web/components/data-table/column';
import { paths } from '@web/config/resources';
import { formatDate } from '@web/lib/format';

/** The staff's vendor queue: which call, how many solutions, where each stands and how long. */
export const vendorQueueColumns: Column<VendorApplicationRow>[] = [
  referenceColumn(paths.myVendorApplications.show),
  organisationColumn(),
  {
    header: 'Call',
    priority: 3,
    minWidth: 120,
    cell: (row) => row.call.reference,
  },
  { header: 'Solutions', priority: 4, minWidth: 90, align: 'right', cell: (row) => row.solutions },
  {
    header: 'Stage',
    minWidth: 120,
    cell: (row) => <StageBadge journey="vendor" stage={row.stage} />,
  },
  timeInStageColumn(),
  committeeColumn(),
  { header: 'Updated', priority: 5, minWidth: 110, cell: (row) => formatDate(row.updated_at) },
];
