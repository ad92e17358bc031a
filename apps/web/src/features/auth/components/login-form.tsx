import { Anchor, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LoginSchema } from '@portal/shared/auth';
import { Link } from 'react-router';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useLogin } from '../api/login';
import { FormWithSummary } from '@web/components/form-with-summary';

type LoginFormProps = {
  /** The email to start with: the one just registered. */
  email?: string;
  onSuccess: () => void;
};

/** Email, password and remember me (docs/product.md, "Accounts"); a success stores the user. */
export function LoginForm({ email = '', onSuccess }: LoginFormProps) {
  const login = useLogin();
  const form = useSchemaForm(LoginSchema, {
    defaultValues: { email, password: '', remember_me: false },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await login.mutateAsync(values);
    notify.successAlone(answer.message);
    onSuccess();
  });

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
