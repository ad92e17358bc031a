import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import type { SecondStepMethod } from '@portal/shared/auth';
import { authenticatorCodeField, recoveryCodeField } from '@portal/shared/second-factors';
import { useState } from 'react';
import { z } from 'zod';
import { AuthenticatorCodeInput } from '@web/components/authenticator-code-input';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { usePasskeySecondStep, useSecondFactorSignIn } from '../api/login';

const CodeSchema = z.object({ code: authenticatorCodeField });
const RecoveryCodeSchema = z.object({ recovery_code: recoveryCodeField });

type SecondFactorFormProps = {
  /** The challenge the password step answered. */
  challenge: string;
  /** What the account can answer with: its passkeys, its authenticator app, a recovery code. */
  methods: readonly SecondStepMethod[];
  onSuccess: () => void;
  /** Back to the email and password, as after a challenge that has expired. */
  onStartAgain: () => void;
};

type StepProps = { challenge: string; onSuccess: () => void };

/** Each way to answer, in the order offered first; a recovery code is the way of last resort. */
const steps: Record<
  SecondStepMethod,
  { Step: (props: StepProps) => React.ReactNode; other: string }
> = {
  passkey: { Step: PasskeyStep, other: 'Use a passkey instead' },
  totp: { Step: AuthenticatorStep, other: 'Use your authenticator app instead' },
  recovery_code: { Step: RecoveryCodeStep, other: 'Use a recovery code instead' },
};
const order: SecondStepMethod[] = ['passkey', 'totp', 'recovery_code'];

/** The second step of signing in (docs/product.md, "Two-step sign-in"). */
export function SecondFactorForm({
  challenge,
  methods,
  onSuccess,
  onStartAgain,
}: SecondFactorFormProps) {
  const offered = order.filter((method) => methods.includes(method));
  const [method, setMethod] = useState(offered[0] ?? 'recovery_code');
  const { Step } = steps[method];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Two-step sign-in
      </Title>
      <Step challenge={challenge} onSuccess={onSuccess} />
      {offered
        .filter((other) => other !== method)
        .map((other) => (
          <Anchor
            key={other}
            component="button"
            type="button"
            fz="sm"
            onClick={() => setMethod(other)}
          >
            {steps[other].other}
          </Anchor>
        ))}
      <Anchor component="button" type="button" fz="sm" onClick={onStartAgain}>
        Sign in as someone else, or start again
      </Anchor>
    </Stack>
  );
}

function PasskeyStep({ challenge, onSuccess }: StepProps) {
  const secondStep = usePasskeySecondStep();
  const answerWithPasskey = async () => {
    const answer = await secondStep.mutateAsync(challenge).catch(() => undefined);
    if (!answer) return;
    notify.successAlone(answer.message);
    onSuccess();
  };
  return (
    <Stack gap="md">
      <Text>
        Use a passkey of your account. Your browser will ask you to unlock it with your fingerprint,
        face, PIN or security key.
      </Text>
      <Button
        fullWidth
        data-autofocus
        loading={secondStep.isPending}
        onClick={() => void answerWithPasskey()}
      >
        Use a passkey
      </Button>
    </Stack>
  );
}

function AuthenticatorStep({ challenge, onSuccess }: StepProps) {
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

function RecoveryCodeStep({ challenge, onSuccess }: StepProps) {
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
