import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { SectionLoader } from '@web/components/section-loader';
import { CardList } from '@web/components/card-list';
import { SessionCard } from '@web/components/session-card';
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
        <SectionLoader query={sessions} what="your sessions">
          {(open) => (
            <CardList label="Sessions">
              {open.map((session) => (
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
            </CardList>
          )}
        </SectionLoader>
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
