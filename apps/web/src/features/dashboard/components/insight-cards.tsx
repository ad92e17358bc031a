import { SimpleGrid, Text } from '@mantine/core';
import type { AdminDashboard } from '@portal/shared/dashboard';
import { insightCards } from '../../../config/resources';
import { LinkCard } from './link-card';

/** The platform's totals, each leading to the list it counts. */
export function InsightCards({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {insightCards.map(({ title, to, total }) => (
        <LinkCard key={to} to={to} title={title}>
          <Text fz="h2" fw={700}>
            {dashboard[total]}
          </Text>
        </LinkCard>
      ))}
    </SimpleGrid>
  );
}
