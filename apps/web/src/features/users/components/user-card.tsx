import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UserRecord } from '@portal/shared/users';
import type { ReactNode } from 'react';
import { formatDate } from '@web/lib/format';
import { AccountStatusBadge } from './account-status-badge';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={500} m={0}>
        {children}
      </Text>
    </div>
  );
}

/** The show page's user card: email, joined date, status and a mail-to button. */
export function UserCard({ user }: { user: UserRecord }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={user.name}>
      <Stack gap="md" align="flex-start">
        <Group justify="space-between" w="100%">
          <Title order={2}>{user.name}</Title>
          <Button component="a" href={`mailto:${user.email}`}>
            Message
          </Button>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} m={0} w="100%">
          <Detail label="Email">{user.email}</Detail>
          <Detail label="Joined">{formatDate(user.created_at)}</Detail>
          <Detail label="Status">
            <AccountStatusBadge user={user} />
          </Detail>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
