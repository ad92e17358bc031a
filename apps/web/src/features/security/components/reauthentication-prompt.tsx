import { Anchor, PasswordInput, Stack, Text } from '@mantine/core';
import { ReauthenticateSchema } from '@portal/shared/auth';
import { useEffect, useState } from 'react';
import { ActionModal } from '@web/components/action-modal';
import { FormButtons } from '@web/components/form-buttons';
import { AuthenticatorCodeInput } from '@web/components/authenticator-code-input';
import { FormWithSummary } from '@web/components/form-with-summary';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { answerReauthentication } from '@web/lib/reauthentication';
import { useReauthenticate } from '../api/reauthenticate';

/**
 * Asks for the password, or a code of the authenticator app, when a change needs a recent proof
 * of who is asking (docs/product.md, "Two-step sign-in"); the change is then sent again.
 */
export function ReauthenticationPrompt() {
  const [answer, setAnswer] = useState<((proven: boolean) => void) | null>(null);
  useEffect(
    () => answerReauthentication(() => new Promise<boolean>((settle) => setAnswer(() => settle))),
    [],
  );
  const close = (proven: boolean) => {
    answer?.(proven);
    setAnswer(null);
  };
  return (
    <ActionModal opened={answer !== null} onClose={() => close(false)} title="Confirm it is you">
      <ReauthenticateForm onProven={() => close(true)} onCancel={() => close(false)} />
    </ActionModal>
  );
}

function ReauthenticateForm({
  onProven,
  onCancel,
}: {
  onProven: () => void;
  onCancel: () => void;
}) {
  const reauthenticate = useReauthenticate();
  const [withCode, setWithCode] = useState(false);
  const form = useSchemaForm(ReauthenticateSchema, { defaultValues: {} });
  const onSubmit = submitWith(form, async (values) => {
    await reauthenticate.mutateAsync(values);
    onProven();
  });
  const switchTo = (code: boolean) => {
    form.reset({});
    setWithCode(code);
  };
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Text>
          This change needs you to have signed in within the last few minutes. Confirm it is you to
          go on.
        </Text>
        {withCode ? (
          <AuthenticatorCodeInput
            label="Code from your authenticator app"
            data-autofocus
            {...bindInput(form, 'code')}
          />
        ) : (
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            data-autofocus
            {...bindInput(form, 'password')}
          />
        )}
        <Anchor component="button" type="button" fz="sm" onClick={() => switchTo(!withCode)}>
          {withCode ? 'Use your password instead' : 'Use a code from your authenticator app'}
        </Anchor>
        <FormButtons form={form} onCancel={onCancel}>
          Confirm
        </FormButtons>
      </Stack>
    </FormWithSummary>
  );
}
