import { Text } from '@mantine/core';
import type { AdminDashboard } from '@portal/shared/dashboard';
import { formatDate } from '@web/lib/format';
import { RecentTable } from './recent-table';

const SHOWN_KEY_CHARACTERS = 8;

/** Enough of a key to tell it from another; the whole key stays on the APIs screen. */
export function shortKey(key: string): string {
  return key.length > SHOWN_KEY_CHARACTERS ? `${key.slice(0, SHOWN_KEY_CHARACTERS)}…` : key;
}

export function RecentApis({ apis }: { apis: AdminDashboard['recent_apis'] }) {
  return (
    <RecentTable
      title="Recent APIs"
      rows={apis}
      empty="No API key has been created yet. Developers and investors create them with Create API."
      columns={[
        { header: 'Name', cell: (api) => api.name },
        { header: 'Owner', cell: (api) => api.api_owner.name },
        {
          header: 'Key',
          cell: (api) => (
            <Text component="code" ff="monospace" fz="sm">
              {shortKey(api.key)}
            </Text>
          ),
        },
        { header: 'Created', cell: (api) => formatDate(api.created_at) },
      ]}
    />
  );
}
