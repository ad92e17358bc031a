import {
  Anchor,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { LoginSchema, type SecondStepMethod } from '@portal/shared/auth';
import { Link } from 'react-router';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useState } from 'react';
import { useLogin } from '../api/login';
import { FormWithSummary } from '@web/components/form-with-summary';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { SecondFactorForm } from './second-factor-form';

type LoginFormProps = {
  /** The email to start with: the one just registered. */
  email?: string;
  onSuccess: () => void;
};

type SecondStep = { challenge: string; methods: readonly SecondStepMethod[] };

/**
 * Email, password and remember me (docs/product.md, "Accounts"); a success stores the user. An
 * account with a second factor is asked for it next, on the same screen.
 */
export function LoginForm({ email = '', onSuccess }: LoginFormProps) {
  const login = useLogin();
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const form = useSchemaForm(LoginSchema, {
    defaultValues: { email, password: '', remember_me: false },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await login.mutateAsync(values);
    if ('mfa_required' in answer.data) {
      setSecondStep({ challenge: answer.data.challenge, methods: answer.data.methods });
      return;
    }
    notify.successAlone(answer.message);
    onSuccess();
  });

  if (secondStep) {
    return (
      <SecondFactorForm
        {...secondStep}
        onSuccess={onSuccess}
        onStartAgain={() => {
          form.reset({ ...form.getValues(), password: '' });
          setSecondStep(null);
        }}
      />
    );
  }

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...bindInput(form, 'email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...bindInput(form, 'password')}
        />
        <Group justify="space-between">
          <Checkbox label="Remember me" {...bindInput(form, 'remember_me')} />
          <Anchor component={Link} to="/auth/forgot-password" fz="sm">
            Forgot password?
          </Anchor>
        </Group>
        <SubmitButton form={form} fullWidth>
          Login
        </SubmitButton>
        <Divider label="or" labelPosition="center" />
        <PasskeySignInButton
          remember={() => form.getValues('remember_me') ?? false}
          onSuccess={onSuccess}
        />
        <Text ta="center" fz="sm">
          No account yet?{' '}
          <Anchor component={Link} to="/auth/register" inherit>
            Register
          </Anchor>
        </Text>
      </Stack>
    </FormWithSummary>
  );
}
