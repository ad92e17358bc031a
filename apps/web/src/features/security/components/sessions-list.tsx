import { Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { LoadFailed } from '@web/components/load-failed';
import { SessionCard, SessionCards } from '@web/components/session-card';
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
          <SessionCards label="Sessions">
            {sessions.data.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                action={
                  !session.current && (
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={`Sign out ${session.device}, ${session.ip ?? ''}`}
                      onClick={() =>
                        void endOne
                          .mutateAsync(session.id)
                          .then((answer) => notify.success(answer.message))
                      }
                    >
                      Sign out
                    </Button>
                  )
                }
              />
            ))}
          </SessionCards>
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
