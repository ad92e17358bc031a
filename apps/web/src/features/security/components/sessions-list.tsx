import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@portal/shared/sessions';
import { useId } from 'react';
import { LoadFailed } from '@web/components/load-failed';
import { formatMoment } from '@web/lib/format';
import { notify } from '@web/lib/toast';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';

/**
 * Where the account is signed in: each session's device, address and times, and a way to end
 * any but this one, or all the others at once (docs/product.md, "Sessions").
 */
export function SessionsList() {
  const titleId = useId();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} id={titleId}>
          Where you are signed in
        </Title>
        {sessions.isPending ? (
          <Loader aria-label="Loading your sessions" />
        ) : sessions.isError ? (
          <LoadFailed
            message="Your sessions could not be loaded."
            onRetry={() => void sessions.refetch()}
          />
        ) : (
          <Stack gap="sm" component="ul" aria-label="Sessions" p={0} m={0}>
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onEnd={() =>
                  void endOne
                    .mutateAsync(session.id)
                    .then((answer) => notify.success(answer.message))
                }
              />
            ))}
          </Stack>
        )}
        {others.length > 0 && (
          <Group>
            <Button
              variant="default"
              loading={endOthers.isPending}
              onClick={() =>
                void endOthers
                  .mutateAsync(undefined)
                  .then((answer) => notify.success(answer.message))
              }
            >
              Sign out everywhere else
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function SessionRow({ session, onEnd }: { session: Session; onEnd: () => void }) {
  return (
    <Paper component="li" withBorder radius="sm" p="sm" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{session.device}</Text>
            {session.current && (
              <Badge variant="light" color="blue.9">
                This device
              </Badge>
            )}
          </Group>
          <Text fz="sm">
            {session.ip ?? 'Unknown address'} · signed in {formatMoment(session.created_at)} · last
            used {formatMoment(session.last_used_at)}
          </Text>
        </Stack>
        {!session.current && (
          <Button
            variant="default"
            size="xs"
            onClick={onEnd}
            aria-label={`Sign out ${session.device}, ${session.ip ?? ''}`}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}
