import type { Reading } from '@portal/shared/utility-readings';
import { ActionModal } from '@web/components/action-modal';
import { ReviewForm } from './review-form';

type ReviewModalProps = {
  /** The reading under review; the dialog is closed without one. */
  reading: Reading | null;
  /** The dialog's title for that reading. */
  title: (reading: Reading) => string;
  onClose: () => void;
  onReviewed: (reading: Reading) => void;
};

/** The dialog in which a flagged reading is accepted or rejected. */
export function ReviewModal({ reading, title, onClose, onReviewed }: ReviewModalProps) {
  return (
    <ActionModal opened={reading !== null} onClose={onClose} title={reading ? title(reading) : ''}>
      {reading && <ReviewForm reading={reading} onCancel={onClose} onReviewed={onReviewed} />}
    </ActionModal>
  );
}
