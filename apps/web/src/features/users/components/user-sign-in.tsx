import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { ResetSecondFactorsSchema } from '@portal/shared/second-factors';
import { useId, useState } from 'react';
import { ActionModal } from '@web/components/action-modal';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormButtons } from '@web/components/form-buttons';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SectionLoader } from '@web/components/section-loader';
import { CardList } from '@web/components/card-list';
import { SessionCard } from '@web/components/session-card';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useEndUserSessions, useResetSecondFactors, useUserSessions } from '../api/user-sign-in';

type UserSignInProps = { user: { id: number; name: string } };

/**
 * An administrator's view of how a user signs in: their open sessions, ended all at once, and the
 * reset of the second factors of an owner who lost every one (docs/product.md, "Sessions").
 */
export function UserSignIn({ user }: UserSignInProps) {
  const titleId = useId();
  const sessions = useUserSessions(user.id);
  const endAll = useEndUserSessions(user.id);
  const [ending, setEnding] = useState(false);
  const [resetting, setResetting] = useState(false);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} id={titleId}>
          Sign-in
        </Title>
        <SectionLoader query={sessions} what="the sessions">
          {(open) =>
            open.length === 0 ? (
              <Text>{user.name} is not signed in anywhere.</Text>
            ) : (
              <CardList label={`Open sessions of ${user.name}`}>
                {open.map((session) => (
                  <SessionCard key={session.id} session={session} />
                ))}
              </CardList>
            )
          }
        </SectionLoader>
        <Group>
          {sessions.data && sessions.data.length > 0 && (
            <Button variant="default" onClick={() => setEnding(true)}>
              End every session
            </Button>
          )}
          <Button variant="default" color="red.9" onClick={() => setResetting(true)}>
            Reset two-step sign-in
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={ending}
        busy={endAll.isPending}
        title="End every session?"
        confirmLabel="End them"
        onCancel={() => setEnding(false)}
        onConfirm={() =>
          void endAll.mutateAsync().then(
            (answer) => {
              setEnding(false);
              notify.success(answer.message);
            },
            () => setEnding(false),
          )
        }
      >
        {user.name} will be signed out on every device, and must sign in again.
      </ConfirmDialog>
      <ActionModal
        opened={resetting}
        onClose={() => setResetting(false)}
        title="Reset two-step sign-in"
      >
        <ResetForm user={user} onDone={() => setResetting(false)} />
      </ActionModal>
    </Paper>
  );
}

function ResetForm({ user, onDone }: UserSignInProps & { onDone: () => void }) {
  const reset = useResetSecondFactors(user.id);
  const form = useSchemaForm(ResetSecondFactorsSchema, { defaultValues: { identity_check: '' } });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await reset.mutateAsync(values);
    notify.success(answer.message);
    onDone();
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Text>
          Only for an owner who lost their phone and their recovery codes. Make sure first that you
          are dealing with {user.name}: their authenticator app and recovery codes are removed, they
          are signed out everywhere, and they set up two-step sign-in again.
        </Text>
        <Textarea
          label="How you checked who they are"
          description="Kept on the audit trail: the document seen, the call made, who else was there."
          autosize
          minRows={3}
          required
          {...bindInput(form, 'identity_check')}
        />
        <FormButtons form={form} onCancel={onDone}>
          Reset two-step sign-in
        </FormButtons>
      </Stack>
    </FormWithSummary>
  );
}
