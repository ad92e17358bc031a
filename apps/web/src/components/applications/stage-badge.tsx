import type { ApplicationStage } from '@portal/shared/land-journey';
import { stageLabel } from '@portal/shared/journeys';
import type { VendorStage } from '@portal/shared/vendor-journey';
import { StatusBadge, type StatusTone } from '@web/components/status-badge';

// Green where the journey has moved forward, yellow where it waits on the applicant, red where it
// ended without what was asked for, grey while it waits on the authority.
const landTones: Record<ApplicationStage, StatusTone> = {
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

// A submitted vendor application waits on the authority (there is no fee to pay); a decision may
// approve some solutions and not others, so `decided` says only that it has ended, in grey.
const vendorTones: Record<VendorStage, StatusTone> = {
  draft: 'neutral',
  submitted: 'neutral',
  under_evaluation: 'neutral',
  clarification_requested: 'caution',
  decided: 'neutral',
  withdrawn: 'negative',
};

type StageBadgeProps =
  { journey: 'land'; stage: ApplicationStage } | { journey: 'vendor'; stage: VendorStage };

/** An application's stage in words, the same on every list and page of its journey. */
export function StageBadge(props: StageBadgeProps) {
  const tone = props.journey === 'land' ? landTones[props.stage] : vendorTones[props.stage];
  return <StatusBadge tone={tone}>{stageLabel(props.journey, props.stage)}</StatusBadge>;
}
