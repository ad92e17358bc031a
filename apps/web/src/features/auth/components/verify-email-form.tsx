import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { VerifyEmailSchema } from '@portal/shared/auth';
import { SubmitButton } from '@web/components/submit-button';
import { ApiError } from '@web/lib/http-client';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useResendVerificationCode } from '../api/resend-verification-code';
import { useVerifyEmail } from '../api/verify-email';
import { FormWithSummary } from '@web/components/form-with-summary';

type VerifyEmailFormProps = { email: string; onSuccess: () => void };

/** The 6-digit code mailed at registration, with a way to have a new one sent. */
export function VerifyEmailForm({ email, onSuccess }: VerifyEmailFormProps) {
  const verify = useVerifyEmail();
  const resend = useResendVerificationCode();
  const form = useSchemaForm(VerifyEmailSchema, { defaultValues: { code: '' } });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await verify.mutateAsync(values);
    notify.successAlone(answer.message);
    onSuccess();
  });
  const onResend = async () => {
    try {
      notify.success((await resend.mutateAsync()).message);
    } catch (error) {
      // A refusal (already verified, sent too often) was toasted by the HTTP client.
      if (!(error instanceof ApiError)) throw error;
    }
  };

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Text>
          We sent a 6-digit code to <strong>{email}</strong>. Enter it below to verify your email
          address.
        </Text>
        <TextInput
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...bindInput(form, 'code')}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onResend} disabled={resend.isPending}>
            Resend Code
          </Button>
          <SubmitButton form={form}>Verify</SubmitButton>
        </Group>
      </Stack>
    </FormWithSummary>
  );
}
