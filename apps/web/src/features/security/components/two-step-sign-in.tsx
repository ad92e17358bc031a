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
import { RecoveryCodesDialog } from './recovery-codes-dialog';

/**
 * The profile's two-step sign-in: an authenticator app set up, removed, and the recovery codes
 * that stand in for it (docs/product.md, "Two-step sign-in").
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

  return (
    <>
      {factors.totp ? (
        <Stack gap="sm">
          <Group gap="sm">
            <StatusBadge tone="positive">On</StatusBadge>
            <Text>Authenticator app, set up on {formatDate(factors.totp.confirmed_at)}</Text>
          </Group>
          <Text>
            {factors.recovery_codes
              ? `${factors.recovery_codes.left} of 10 recovery codes left, made on ${formatDate(factors.recovery_codes.created_at)}.`
              : 'No recovery codes yet: make them, in case you lose your phone.'}
          </Text>
          <Group>
            <Button
              variant="default"
              onClick={() => (factors.recovery_codes ? setRenewing(true) : void makeCodes())}
              loading={newCodes.isPending && !renewing}
            >
              Make new recovery codes
            </Button>
            <Button variant="default" color="red.9" onClick={() => setRemoving(true)}>
              Remove the authenticator app
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>
            Off. Add a second step to signing in: a code from an app on your phone, so that your
            password alone cannot open your account.
          </Text>
          <Button onClick={() => setSettingUp(true)}>Set up an authenticator app</Button>
        </Stack>
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
            // The recovery codes come with it: shown once, now.
            void makeCodes();
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
        Signing in will take your password alone, and your recovery codes will stop working.
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
