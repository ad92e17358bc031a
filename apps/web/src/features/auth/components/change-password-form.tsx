import { PasswordInput, Stack, Text } from '@mantine/core';
import { ChangePasswordSchema } from '@portal/shared/auth';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';
import { FormWithSummary } from '@web/components/form-with-summary';

type ChangePasswordFormProps = { onSuccess: () => void };

/** The current password, then a new one twice; every session ends with the change, this one too. */
export function ChangePasswordForm({ onSuccess }: ChangePasswordFormProps) {
  const changePassword = useChangePassword();
  const form = useSchemaForm(ChangePasswordSchema, {
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await changePassword.mutateAsync(values);
    notify.success(answer.message);
    onSuccess();
  });

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md" maw={420}>
        <Text fz="sm">
          You will be signed out everywhere and log in again with the new password.
        </Text>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...bindInput(form, 'current_password')}
        />
        <NewPasswordFields form={form} label="New password" />
        <SubmitButton form={form}>Change Password</SubmitButton>
      </Stack>
    </FormWithSummary>
  );
}
