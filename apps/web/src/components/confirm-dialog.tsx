import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  opened: boolean;
  /** The action is under way: its button shows it and the dialog stays. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** What is asked; a delete's wording (docs/product.md, "Errors") unless told otherwise. */
  title?: string;
  children?: ReactNode;
  confirmLabel?: string;
};

/**
 * Asks before something that cannot be taken back: the delete confirmation (docs/product.md,
 * "Errors") ('Remove?', "You won't be able to revert this!") unless another title, text and button
 * are given.
 */
export function ConfirmDialog({
  opened,
  busy = false,
  onCancel,
  onConfirm,
  title = 'Remove?',
  children = "You won't be able to revert this!",
  confirmLabel = 'Delete',
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      // Cancel and the action are the two answers (docs/product.md, "Errors"); Escape also cancels.
      withCloseButton={false}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
    >
      <Text mb="lg">{children}</Text>
      <Group justify="flex-end">
        {/* Focus starts on the choice that changes nothing. */}
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          Cancel
        </Button>
        {/* Red shade 9 keeps white text at 5.6:1 whatever the theme's primary shade. */}
        <Button color="red.9" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
