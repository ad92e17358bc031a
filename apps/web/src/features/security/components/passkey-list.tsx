import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Passkey } from '@portal/shared/passkeys';
import { RenamePasskeySchema } from '@portal/shared/passkeys';
import { useState } from 'react';
import { ActionModal } from '@web/components/action-modal';
import { CardList, ListCard } from '@web/components/card-list';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormButtons } from '@web/components/form-buttons';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SectionLoader } from '@web/components/section-loader';
import { formatDate, formatMoment } from '@web/lib/format';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { PasskeyNotUsed } from '@web/lib/passkeys';
import { notify } from '@web/lib/toast';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';

/** Which dialog is open: adding a passkey, or renaming or removing one. */
type Dialog = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: Passkey };

/**
 * The account's passkeys: each one's name and use, renamed or removed, and new ones added on this
 * device (docs/product.md, "Two-step sign-in").
 */
export function PasskeyList({ onAdded }: { onAdded: () => void }) {
  const passkeys = usePasskeys();
  const [dialog, setDialog] = useState<Dialog>();
  const remove = useRemovePasskey();
  const close = () => setDialog(undefined);

  return (
    <Stack gap="sm">
      <SectionLoader query={passkeys} what="your passkeys">
        {(held) =>
          held.length === 0 ? (
            <Text>
              No passkeys. A passkey signs you in with your device&apos;s fingerprint, face or PIN
              instead of a code, with or without your password.
            </Text>
          ) : (
            <CardList label="Passkeys">
              {held.map((passkey) => (
                <PasskeyCard key={passkey.id} passkey={passkey} onAct={setDialog} />
              ))}
            </CardList>
          )
        }
      </SectionLoader>
      <Group>
        <Button variant="default" onClick={() => setDialog({ kind: 'add' })}>
          Add a passkey
        </Button>
      </Group>

      <ActionModal opened={dialog?.kind === 'add'} onClose={close} title="Add a passkey">
        <PasskeyNameForm
          onDone={close}
          onAdded={() => {
            close();
            onAdded();
          }}
        />
      </ActionModal>
      <ActionModal opened={dialog?.kind === 'rename'} onClose={close} title="Rename the passkey">
        {dialog?.kind === 'rename' && <PasskeyNameForm passkey={dialog.passkey} onDone={close} />}
      </ActionModal>
      <ConfirmDialog
        opened={dialog?.kind === 'remove'}
        busy={remove.isPending}
        title={`Remove the passkey ${dialog?.kind === 'remove' ? dialog.passkey.name : ''}?`}
        confirmLabel="Remove"
        onCancel={close}
        onConfirm={() =>
          dialog?.kind === 'remove' &&
          void remove.mutateAsync(dialog.passkey.id).then((answer) => {
            close();
            notify.success(answer.message);
          }, close)
        }
      >
        It will no longer sign you in. Remove it from the device too, in its password settings.
      </ConfirmDialog>
    </Stack>
  );
}

function PasskeyCard({ passkey, onAct }: { passkey: Passkey; onAct: (dialog: Dialog) => void }) {
  const use = passkey.last_used_at
    ? `last used ${formatMoment(passkey.last_used_at)}`
    : 'not used yet';
  return (
    <ListCard
      title={passkey.name}
      badge={passkey.synced && 'Synced'}
      detail={`Added ${formatDate(passkey.created_at)} · ${use}`}
      action={
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            aria-label={`Rename ${passkey.name}`}
            onClick={() => onAct({ kind: 'rename', passkey })}
          >
            Rename
          </Button>
          <Button
            variant="default"
            size="xs"
            color="red.9"
            aria-label={`Remove ${passkey.name}`}
            onClick={() => onAct({ kind: 'remove', passkey })}
          >
            Remove
          </Button>
        </Group>
      }
    />
  );
}

/** A new passkey's name, then the device's prompt; or a new name for one already added. */
type PasskeyNameFormProps = { passkey?: Passkey; onDone: () => void; onAdded?: () => void };

function PasskeyNameForm({ passkey, onDone, onAdded = onDone }: PasskeyNameFormProps) {
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const form = useSchemaForm(RenamePasskeySchema, { defaultValues: { name: passkey?.name ?? '' } });
  const onSubmit = submitWith(form, async ({ name }) => {
    try {
      if (passkey) {
        notify.success((await rename.mutateAsync({ id: passkey.id, name })).message);
        onDone();
      } else {
        notify.success((await add.mutateAsync(name)).message);
        onAdded();
      }
    } catch (error) {
      // The device's refusal is already said; the dialog stays for another try.
      if (!(error instanceof PasskeyNotUsed)) throw error;
    }
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        {!passkey && (
          <Text>
            Name the passkey after the device or password manager that keeps it. Your browser then
            asks you to create it, with your fingerprint, face, PIN or security key.
          </Text>
        )}
        <TextInput
          label="Name"
          description="For example: Work laptop, or Phone"
          required
          data-autofocus
          {...bindInput(form, 'name')}
        />
        <FormButtons form={form} onCancel={onDone}>
          {passkey ? 'Rename' : 'Create the passkey'}
        </FormButtons>
      </Stack>
    </FormWithSummary>
  );
}
