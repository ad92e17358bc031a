import { Button, Group, Modal, Text } from '@mantine/core';

type ConfirmDialogProps = {
  opened: boolean;
  /** The delete is under way: Delete shows it and the dialog stays. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Spec section 8's delete confirmation: 'Remove?', "You won't be able to revert this!". */
export function ConfirmDialog({ opened, busy = false, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Remove?"
      centered
      // Cancel and Delete are the two answers (spec section 8); Escape also cancels.
      withCloseButton={false}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
    >
      <Text mb="lg">You won&apos;t be able to revert this!</Text>
      <Group justify="flex-end">
        {/* Focus starts on the choice that keeps the record. */}
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
