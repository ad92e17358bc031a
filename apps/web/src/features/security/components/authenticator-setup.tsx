import { Code, Image, Loader, Stack, Text } from '@mantine/core';
import { ConfirmTotpSchema } from '@portal/shared/second-factors';
import { useEffect, useMemo } from 'react';
import { renderSVG } from 'uqr';
import { FormButtons } from '@web/components/form-buttons';
import { AuthenticatorCodeInput } from '@web/components/authenticator-code-input';
import { FormWithSummary } from '@web/components/form-with-summary';
import { LoadFailed } from '@web/components/load-failed';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useConfirmTotp, useStartTotp } from '../api/second-factors';

type AuthenticatorSetupProps = { onDone: () => void; onCancel: () => void };

/** The secret in groups of four, as people type it into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?!$)/g, '$1 ');

/**
 * Sets up an authenticator app: its QR code, the same secret as text for an app that cannot
 * scan, then a code it shows to turn it on (docs/product.md, "Two-step sign-in").
 */
export function AuthenticatorSetup({ onDone, onCancel }: AuthenticatorSetupProps) {
  const start = useStartTotp();
  const { mutate } = start;
  // A new secret each time the dialog opens.
  useEffect(() => mutate(), [mutate]);
  const enrolment = start.data?.data;
  const qr = useMemo(
    () =>
      enrolment &&
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(enrolment.otpauth_uri, { border: 2 }))}`,
    [enrolment],
  );

  if (start.isError) {
    return <LoadFailed message="The set-up could not be started." onRetry={() => start.mutate()} />;
  }
  if (!enrolment || !qr) return <Loader aria-label="Starting the set-up" />;
  return (
    <Stack gap="md">
      <Text>
        1. Open an authenticator app on your phone (such as Google Authenticator, Microsoft
        Authenticator or FreeOTP) and add an account by scanning this QR code.
      </Text>
      <Image src={qr} alt="QR code to add your account to an authenticator app" w={200} h={200} />
      <Text fz="sm">Cannot scan it? Choose to enter a key instead, and type this one:</Text>
      <Code block aria-label="Key to type into the app">
        {grouped(enrolment.secret)}
      </Code>
      <ConfirmStep onDone={onDone} onCancel={onCancel} />
    </Stack>
  );
}

function ConfirmStep({ onDone, onCancel }: AuthenticatorSetupProps) {
  const confirm = useConfirmTotp();
  const form = useSchemaForm(ConfirmTotpSchema, { defaultValues: { code: '' } });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await confirm.mutateAsync(values);
    notify.success(answer.message);
    onDone();
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Text>2. Enter the 6-digit code the app now shows for this account.</Text>
        <AuthenticatorCodeInput label="Code from the app" {...bindInput(form, 'code')} />
        <FormButtons form={form} onCancel={onCancel}>
          Turn on two-step sign-in
        </FormButtons>
      </Stack>
    </FormWithSummary>
  );
}
