import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@portal/shared/vendor-journey';
import styles from './cloud-solutions.module.css';

/** Green where a solution may be used, red where it may not, yellow where it is looked at again. */
const tones: Record<ReviewStatus, string> = {
  in_process: 'blue',
  approved: 'green',
  approved_with_conditions: 'turquoise',
  not_recommended: 'orange',
  not_approved: 'red',
  review_required: 'yellow',
  withdrawn: 'grey',
};

/** A solution's review status as a tag: the colour is never the only signal, the word is there. */
export function CloudSolutionStatus({ status }: { status: ReviewStatus }) {
  return (
    <strong className={[styles.tag, styles[tones[status]]].join(' ')}>
      {REVIEW_STATUS_LABELS[status]}
    </strong>
  );
}
