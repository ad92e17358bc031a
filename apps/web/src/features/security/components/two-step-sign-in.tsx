import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SecondFactors } from '@portal/shared/second-factors';
import { useId, useState } from 'react';
import { ActionModal } from '@web/components/action-modal';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { StatusBadge } from '@web/components/status-badge';
import { SectionLoader } from '@web/components/section-loader';
import { formatDate } from '@web/lib/format';
import { notify } from '@web/lib/toast';
import { useNewRecoveryCodes, useRemoveTotp, useSecondFactors } from '../api/second-factors';
import { AuthenticatorSetup } from './authenticator-setup';
import { PasskeyList } from './passkey-list';
import { RecoveryCodesDialog } from './recovery-codes-dialog';

/**
 * The profile's two-step sign-in: an authenticator app set up or removed, passkeys, and the
 * recovery codes that stand in for them (docs/product.md, "Two-step sign-in").
 */
export function TwoStepSignIn() {
  const titleId = useId();
  const factors = useSecondFactors();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} id={titleId}>
          Two-step sign-in
        </Title>
        <SectionLoader query={factors} what="your two-step sign-in">
          {(data) => <Factors factors={data} />}
        </SectionLoader>
      </Stack>
    </Paper>
  );
}

function Factors({ factors }: { factors: SecondFactors }) {
  const [settingUp, setSettingUp] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [codes, setCodes] = useState<string[]>();
  const remove = useRemoveTotp();
  const newCodes = useNewRecoveryCodes();

  const makeCodes = async () => {
    const answer = await newCodes.mutateAsync();
    setRenewing(false);
    setCodes(answer.data.codes);
  };

  const on = factors.totp !== null || factors.passkeys > 0;
  // The first factor brings its recovery codes, shown once, now; a later one keeps those.
  const firstCodes = () => {
    if (!factors.recovery_codes) void makeCodes();
  };
  return (
    <>
      <Group gap="sm">
        <StatusBadge tone={on ? 'positive' : 'neutral'}>{on ? 'On' : 'Off'}</StatusBadge>
        <Text>
          {on
            ? 'Signing in takes your password and a second step, or a passkey alone.'
            : 'Add a second step to signing in, so that your password alone cannot open your account.'}
        </Text>
      </Group>

      <Title order={3} size="h4">
        Authenticator app
      </Title>
      {factors.totp ? (
        <Group justify="space-between" gap="sm">
          <Text>Set up on {formatDate(factors.totp.confirmed_at)}.</Text>
          <Button variant="default" color="red.9" onClick={() => setRemoving(true)}>
            Remove the authenticator app
          </Button>
        </Group>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>A code from an app on your phone, such as Google or Microsoft Authenticator.</Text>
          <Button variant="default" onClick={() => setSettingUp(true)}>
            Set up an authenticator app
          </Button>
        </Stack>
      )}

      <Title order={3} size="h4">
        Passkeys
      </Title>
      <PasskeyList onAdded={firstCodes} />

      {on && (
        <>
          <Title order={3} size="h4">
            Recovery codes
          </Title>
          <Group justify="space-between" gap="sm">
            <Text>
              {factors.recovery_codes
                ? `${factors.recovery_codes.left} of 10 left, made on ${formatDate(factors.recovery_codes.created_at)}.`
                : 'None yet: make them, in case you lose your phone or your passkeys.'}
            </Text>
            <Button
              variant="default"
              onClick={() => (factors.recovery_codes ? setRenewing(true) : void makeCodes())}
              loading={newCodes.isPending && !renewing}
            >
              Make new recovery codes
            </Button>
          </Group>
        </>
      )}

      <ActionModal
        opened={settingUp}
        onClose={() => setSettingUp(false)}
        title="Set up an authenticator app"
      >
        <AuthenticatorSetup
          onCancel={() => setSettingUp(false)}
          onDone={() => {
            setSettingUp(false);
            firstCodes();
          }}
        />
      </ActionModal>
      <ConfirmDialog
        opened={removing}
        busy={remove.isPending}
        title="Remove the authenticator app?"
        confirmLabel="Remove"
        onCancel={() => setRemoving(false)}
        onConfirm={() =>
          void remove.mutateAsync(undefined).then(
            (answer) => {
              setRemoving(false);
              notify.success(answer.message);
            },
            () => setRemoving(false),
          )
        }
      >
        {factors.passkeys > 0
          ? 'Its codes will no longer sign you in; your passkeys still will.'
          : 'Signing in will take your password alone, and your recovery codes will stop working.'}
      </ConfirmDialog>
      <ConfirmDialog
        opened={renewing}
        busy={newCodes.isPending}
        title="Make new recovery codes?"
        confirmLabel="Make new codes"
        onCancel={() => setRenewing(false)}
        onConfirm={() => void makeCodes().catch(() => setRenewing(false))}
      >
        Your current recovery codes will stop working.
      </ConfirmDialog>
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(undefined)} />
    </>
  );
}
