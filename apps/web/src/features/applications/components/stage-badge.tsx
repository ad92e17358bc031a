import { STAGE_LABELS, type ApplicationStage } from '@portal/shared/land-journey';
import { StatusBadge, type StatusTone } from '@web/components/status-badge';

// Green where the journey has moved forward, yellow where it waits on the applicant, red where it
// ended without land, grey while it waits on the authority: on the applicant's and staff's screens.
const tones: Record<ApplicationStage, StatusTone> = {
  draft: 'neutral',
  submitted: 'caution',
  under_evaluation: 'neutral',
  correction_requested: 'caution',
  approved: 'positive',
  rejected: 'negative',
  intent_accepted: 'positive',
  offer_issued: 'caution',
  premium_paid: 'positive',
  lease_registered: 'positive',
  handed_over: 'positive',
  withdrawn: 'negative',
};

/** An application's stage in words, the same on every list and page of the journey. */
export function StageBadge({ stage }: { stage: ApplicationStage }) {
  return <StatusBadge tone={tones[stage]}>{STAGE_LABELS[stage]}</StatusBadge>;
}
