import type { ApiKeyRecord, ApiKeyStatus } from '@portal/shared/api-keys';
import type { Column } from '@web/components/data-table/column';
import { StatusBadge, type StatusTone } from '@web/components/status-badge';
import { formatDate, formatDay } from '@web/lib/format';
import { CopyableKey } from './copyable-key';

// Active green, Expired red (docs/product.md, "Screens and addresses").
const tones: Record<ApiKeyStatus, StatusTone> = { Active: 'positive', Expired: 'negative' };

const owner: Column<ApiKeyRecord> = {
  header: 'Owner',
  priority: 2,
  minWidth: 100,
  cell: (key) => key.api_owner.name,
};

/**
 * The API keys list's columns between '#' and 'Action'. Owner is for an administrator only: nobody
 * else is shown keys but their own.
 */
export function apiKeyColumns({ withOwner }: { withOwner: boolean }): Column<ApiKeyRecord>[] {
  return [
    { header: 'Name', minWidth: 100, cell: (key) => key.name },
    {
      header: 'Key',
      // The shortened key and its Copy button, side by side.
      minWidth: 244,
      cell: (key) => <CopyableKey name={key.name} value={key.key} />,
    },
    ...(withOwner ? [owner] : []),
    { header: 'Requests', priority: 2, minWidth: 76, align: 'right', cell: (key) => key.requests },
    {
      header: 'Expiry Date',
      priority: 2,
      minWidth: 90,
      cell: (key) => formatDay(key.expiry_date),
    },
    {
      header: 'Status',
      minWidth: 90,
      cell: (key) => <StatusBadge tone={tones[key.status]}>{key.status}</StatusBadge>,
    },
    { header: 'Created', priority: 3, minWidth: 96, cell: (key) => formatDate(key.created_at) },
  ];
}
