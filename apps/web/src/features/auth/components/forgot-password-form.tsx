import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { ForgotPasswordSchema } from '@portal/shared/auth';
import { Link } from 'react-router';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useRequestPasswordReset } from '../api/forgot-password';
import { FormWithSummary } from '@web/components/form-with-summary';

type ForgotPasswordFormProps = { onSuccess: () => void };

/** Asks for a reset link by mail. */
export function ForgotPasswordForm({ onSuccess }: ForgotPasswordFormProps) {
  const requestReset = useRequestPasswordReset();
  const form = useSchemaForm(ForgotPasswordSchema, { defaultValues: { email: '' } });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await requestReset.mutateAsync(values);
    notify.success(answer.message);
    onSuccess();
  });

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Text fz="sm">
          Enter your email address and we will send you a link to reset your password.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...bindInput(form, 'email')}
        />
        <SubmitButton form={form} fullWidth>
          Send reset link
        </SubmitButton>
        <Anchor component={Link} to="/auth/login" ta="center" fz="sm">
          Back to login
        </Anchor>
      </Stack>
    </FormWithSummary>
  );
}
