import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

type ActionModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The form, mounted afresh each time the dialog opens. */
  children: ReactNode;
};

/** A dialog holding one form that acts on the record of the page beneath it. */
export function ActionModal({ opened, onClose, title, children }: ActionModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      centered
    >
      {opened && children}
    </Modal>
  );
}
