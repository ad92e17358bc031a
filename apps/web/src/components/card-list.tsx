import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusBadge } from './status-badge';

/**
 * A list of cards (sessions, passkeys), named for a screen reader: each card is a list item that
 * wraps on a phone instead of scrolling.
 */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0}>
      {children}
    </Stack>
  );
}

type ListCardProps = {
  title: string;
  /** A word beside the title ('This device', 'Synced'), when it applies. */
  badge?: string | false;
  /** One line under the title: the item's facts. */
  detail: ReactNode;
  /** What may be done to it. */
  action?: ReactNode;
};

/** One card of a `CardList`: its title and badge, a line of facts, and its actions. */
export function ListCard({ title, badge, detail, action }: ListCardProps) {
  return (
    <Paper component="li" withBorder radius="sm" p="sm" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            {badge && <StatusBadge tone="neutral">{badge}</StatusBadge>}
          </Group>
          <Text fz="sm">{detail}</Text>
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}
