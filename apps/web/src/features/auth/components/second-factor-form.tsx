import { Anchor, Stack, Text, TextInput, Title } from '@mantine/core';
import { authenticatorCodeField, recoveryCodeField } from '@portal/shared/second-factors';
import { useState } from 'react';
import { z } from 'zod';
import { AuthenticatorCodeInput } from '@web/components/authenticator-code-input';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useSecondFactorSignIn } from '../api/login';

const CodeSchema = z.object({ code: authenticatorCodeField });
const RecoveryCodeSchema = z.object({ recovery_code: recoveryCodeField });

type SecondFactorFormProps = {
  /** The challenge the password step answered. */
  challenge: string;
  /** What the account can answer with: its authenticator app, a recovery code, or both. */
  methods: readonly ('totp' | 'recovery_code')[];
  onSuccess: () => void;
  /** Back to the email and password, as after a challenge that has expired. */
  onStartAgain: () => void;
};

/** The second step of signing in (docs/product.md, "Two-step sign-in"). */
export function SecondFactorForm({
  challenge,
  methods,
  onSuccess,
  onStartAgain,
}: SecondFactorFormProps) {
  const [useRecovery, setUseRecovery] = useState(!methods.includes('totp'));
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Two-step sign-in
      </Title>
      {useRecovery ? (
        <RecoveryCodeStep challenge={challenge} onSuccess={onSuccess} />
      ) : (
        <AuthenticatorStep challenge={challenge} onSuccess={onSuccess} />
      )}
      {methods.includes('totp') && methods.includes('recovery_code') && (
        <Anchor
          component="button"
          type="button"
          fz="sm"
          onClick={() => setUseRecovery(!useRecovery)}
        >
          {useRecovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </Anchor>
      )}
      <Anchor component="button" type="button" fz="sm" onClick={onStartAgain}>
        Sign in as someone else, or start again
      </Anchor>
    </Stack>
  );
}

function AuthenticatorStep({ challenge, onSuccess }: { challenge: string; onSuccess: () => void }) {
  const secondStep = useSecondFactorSignIn();
  const form = useSchemaForm(CodeSchema, { defaultValues: { code: '' } });
  const onSubmit = submitWith(form, async ({ code }) => {
    const answer = await secondStep.mutateAsync({ challenge, code });
    notify.successAlone(answer.message);
    onSuccess();
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Text>Open the authenticator app on your phone and enter the 6-digit code it shows.</Text>
        <AuthenticatorCodeInput
          label="Code from your authenticator app"
          data-autofocus
          {...bindInput(form, 'code')}
        />
        <SubmitButton form={form} fullWidth>
          Continue
        </SubmitButton>
      </Stack>
    </FormWithSummary>
  );
}

function RecoveryCodeStep({ challenge, onSuccess }: { challenge: string; onSuccess: () => void }) {
  const secondStep = useSecondFactorSignIn();
  const form = useSchemaForm(RecoveryCodeSchema, { defaultValues: { recovery_code: '' } });
  const onSubmit = submitWith(form, async ({ recovery_code }) => {
    const answer = await secondStep.mutateAsync({ challenge, recovery_code });
    notify.successAlone(answer.message);
    onSuccess();
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Text>
          Enter one of the recovery codes you saved when you set up two-step sign-in. Each code
          works once.
        </Text>
        <TextInput
          label="Recovery code"
          autoComplete="off"
          spellCheck={false}
          required
          {...bindInput(form, 'recovery_code')}
        />
        <SubmitButton form={form} fullWidth>
          Continue
        </SubmitButton>
      </Stack>
    </FormWithSummary>
  );
}
