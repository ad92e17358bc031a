import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Session } from '@portal/shared/sessions';
import type { ReactNode } from 'react';
import { formatMoment } from '@web/lib/format';
import { StatusBadge } from './status-badge';

type SessionCardProps = { session: Session; action?: ReactNode };

/**
 * One signed-in session as a list item: its device, address and times, this device marked, and
 * what may be done to it (docs/product.md, "Sessions"). Wraps on a phone instead of scrolling.
 */
export function SessionCard({ session, action }: SessionCardProps) {
  return (
    <Paper component="li" withBorder radius="sm" p="sm" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{session.device}</Text>
            {session.current && <StatusBadge tone="neutral">This device</StatusBadge>}
          </Group>
          <Text fz="sm">
            {session.ip ?? 'Unknown address'} · signed in {formatMoment(session.created_at)} · last
            used {formatMoment(session.last_used_at)}
          </Text>
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}
