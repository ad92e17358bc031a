import { Anchor, Stack } from '@mantine/core';
import { RecoverPasswordSchema } from '@portal/shared/auth';
import { Link } from 'react-router';
import { SubmitButton } from '@web/components/submit-button';
import { submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useUpdatePassword } from '../api/update-password';
import { NewPasswordFields } from './new-password-fields';
import { FormWithSummary } from '@web/components/form-with-summary';

type RecoverPasswordFormProps = {
  /** The token of the mailed link; the server answers 400 when it is invalid or spent. */
  token: string;
  onSuccess: () => void;
};

/** Sets a new password from a mailed reset link. */
export function RecoverPasswordForm({ token, onSuccess }: RecoverPasswordFormProps) {
  const updatePassword = useUpdatePassword();
  const form = useSchemaForm(RecoverPasswordSchema, {
    defaultValues: { password: '', password_confirmation: '' },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await updatePassword.mutateAsync({ ...values, remember_token: token });
    notify.success(answer.message);
    onSuccess();
  });

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <NewPasswordFields form={form} label="New password" />
        <SubmitButton form={form} fullWidth>
          Reset password
        </SubmitButton>
        <Anchor component={Link} to="/auth/login" ta="center" fz="sm">
          Back to login
        </Anchor>
      </Stack>
    </FormWithSummary>
  );
}
