import { SimpleGrid, Stack } from '@mantine/core';
import type { AdminDashboard } from '@portal/shared/dashboard';
import { InsightCards } from './insight-cards';
import { RecentApis } from './recent-apis';
import { RecentUsers } from './recent-users';
import { UsersByStatus } from './users-by-status';

/** An administrator's view of the platform: totals, the newest users and keys, who is blocked. */
export function AdminSection({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <Stack gap="lg">
      <InsightCards dashboard={dashboard} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <RecentUsers users={dashboard.recent_users} />
        <RecentApis apis={dashboard.recent_apis} />
      </SimpleGrid>
      <UsersByStatus dashboard={dashboard} />
    </Stack>
  );
}
