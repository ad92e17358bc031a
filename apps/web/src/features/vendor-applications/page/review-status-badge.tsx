import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@portal/shared/vendor-journey';
import { StatusBadge, type StatusTone } from '@web/components/status-badge';

// Green for an approval, yellow where something is still owed or to be looked at again, red for
// a refusal, grey while it is reviewed or once it is out of the review.
const tones: Record<ReviewStatus, StatusTone> = {
  in_process: 'neutral',
  approved: 'positive',
  approved_with_conditions: 'caution',
  not_recommended: 'negative',
  not_approved: 'negative',
  review_required: 'caution',
  withdrawn: 'neutral',
};

/** A solution's review status in the register's words. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <StatusBadge tone={tones[status]}>{REVIEW_STATUS_LABELS[status]}</StatusBadge>;
}
