import { SimpleGrid, Text } from '@mantine/core';
import type { AdminDashboard } from '@portal/shared/dashboard';
import { insightCards } from '@web/config/resources';
import { runGuards } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';
import { LinkCard } from '@web/components/link-card';

/** The platform's totals, each leading to the list it counts: those lists the user may open. */
export function InsightCards({ dashboard }: { dashboard: AdminDashboard }) {
  const user = useCurrentUser();
  const open = insightCards.filter(
    (card) => runGuards(card.guards, { user, path: card.to }).kind === 'allow',
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {open.map(({ title, to, total }) => (
        <LinkCard key={to} to={to} title={title}>
          <Text fz="h2" fw={700}>
            {dashboard[total]}
          </Text>
        </LinkCard>
      ))}
    </SimpleGrid>
  );
}
