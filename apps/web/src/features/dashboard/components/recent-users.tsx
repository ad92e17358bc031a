import type { AdminDashboard } from '@portal/shared/dashboard';
import { formatDate } from '@web/lib/format';
import { RecentTable } from './recent-table';

export function RecentUsers({ users }: { users: AdminDashboard['recent_users'] }) {
  return (
    <RecentTable
      title="Recent users"
      rows={users}
      empty="No account has been opened yet."
      columns={[
        { header: 'Name', cell: (user) => user.name },
        { header: 'Email', cell: (user) => user.email },
        { header: 'Created', cell: (user) => formatDate(user.created_at) },
      ]}
    />
  );
}
