import { SimpleGrid, Text } from '@mantine/core';
import type { AdminDashboard } from '@portal/shared/dashboard';
import { LinkCard } from './link-card';

const insights = [
  { title: 'Users', to: '/account/users', total: 'total_users' },
  { title: 'Services', to: '/account/services', total: 'total_services' },
  { title: 'Committees', to: '/account/committees', total: 'total_committees' },
  { title: 'Roles', to: '/account/roles', total: 'total_roles' },
] as const;

/** The platform's totals, each leading to the list it counts. */
export function InsightCards({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {insights.map(({ title, to, total }) => (
        <LinkCard key={to} to={to} title={title}>
          <Text fz="h2" fw={700}>
            {dashboard[total]}
          </Text>
        </LinkCard>
      ))}
    </SimpleGrid>
  );
}
