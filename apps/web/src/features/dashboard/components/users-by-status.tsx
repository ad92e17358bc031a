import { Box, Center, ColorSwatch, Group, List, Loader, Title } from '@mantine/core';
import type { AdminDashboard } from '@portal/shared/dashboard';
import { lazy, Suspense, useId } from 'react';

const StatusPie = lazy(() =>
  import('./status-pie').then(({ StatusPie }) => ({ default: StatusPie })),
);

const CHART_SIZE = 160;

/**
 * Active versus blocked users (docs/product.md, "The dashboard"): green and red, with the counts in
 * words too.
 */
export function UsersByStatus({ dashboard }: { dashboard: AdminDashboard }) {
  const titleId = useId();
  const slices = [
    { name: 'Active', value: dashboard.active_users, color: 'green.7' },
    { name: 'Blocked', value: dashboard.blocked_users, color: 'red.8' },
  ];
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId} mb="xs">
        Users by status
      </Title>
      <Group align="center" gap="xl">
        <Box
          role="img"
          aria-label={`Users: ${dashboard.active_users} active, ${dashboard.blocked_users} blocked`}
          w={CHART_SIZE}
          h={CHART_SIZE}
        >
          <Suspense
            fallback={
              <Center h={CHART_SIZE}>
                <Loader size="sm" />
              </Center>
            }
          >
            <StatusPie data={slices} />
          </Suspense>
        </Box>
        <List listStyleType="none" spacing="xs">
          {slices.map(({ name, value, color }) => (
            <List.Item
              key={name}
              icon={
                <ColorSwatch color={`var(--mantine-color-${color.replace('.', '-')})`} size={14} />
              }
            >
              {name}: {value}
            </List.Item>
          ))}
        </List>
      </Group>
    </section>
  );
}
