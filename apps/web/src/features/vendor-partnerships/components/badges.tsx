import {
  PARTNERSHIP_STATUS_LABELS,
  WORKPLAN_STATUS_LABELS,
  type PartnershipStatus,
  type WorkplanStatus,
} from '@portal/shared/vendor-partnership-words';
import { FINDING_STATUS_LABELS, type FindingStatus } from '@portal/shared/vendor-audits';
import {
  MILESTONE_LABELS,
  REVIEW_STANDING_LABELS,
  type Milestone,
  type ReviewStanding,
} from '@portal/shared/vendor-reviews';
import { StatusBadge, type StatusTone } from '@web/components/status-badge';

const partnershipTones: Record<PartnershipStatus, StatusTone> = {
  active: 'positive',
  renewed: 'positive',
  under_corrective_measures: 'caution',
  not_renewed: 'negative',
  terminated: 'negative',
};

export function PartnershipStatusBadge({ status }: { status: PartnershipStatus }) {
  return (
    <StatusBadge tone={partnershipTones[status]}>{PARTNERSHIP_STATUS_LABELS[status]}</StatusBadge>
  );
}

const standingTones: Record<ReviewStanding, StatusTone> = {
  on_track: 'positive',
  needs_improvement: 'caution',
  at_risk: 'negative',
};

/** A review's standing; before the first finalised review, that none is known yet. */
export function StandingBadge({ standing }: { standing: ReviewStanding | null }) {
  if (standing === null) return <StatusBadge tone="neutral">Not reviewed yet</StatusBadge>;
  return (
    <StatusBadge tone={standingTones[standing]}>{REVIEW_STANDING_LABELS[standing]}</StatusBadge>
  );
}

const workplanTones: Record<WorkplanStatus, StatusTone> = {
  draft: 'neutral',
  submitted: 'caution',
  returned: 'negative',
  approved: 'positive',
  superseded: 'neutral',
};

export function WorkplanStatusBadge({ status }: { status: WorkplanStatus }) {
  return <StatusBadge tone={workplanTones[status]}>{WORKPLAN_STATUS_LABELS[status]}</StatusBadge>;
}

/** A finding's status; past its deadline and not closed, that it is overdue as well. */
export function FindingStatusBadge({
  status,
  overdue,
}: {
  status: FindingStatus;
  overdue: boolean;
}) {
  if (overdue)
    return <StatusBadge tone="negative">{`${FINDING_STATUS_LABELS[status]}, overdue`}</StatusBadge>;
  const tone: StatusTone =
    status === 'closed' ? 'positive' : status === 'responded' ? 'caution' : 'neutral';
  return <StatusBadge tone={tone}>{FINDING_STATUS_LABELS[status]}</StatusBadge>;
}

/** A corrective action's milestone; past its due date unfinished, that it is overdue. */
export function MilestoneBadge({ milestone, overdue }: { milestone: Milestone; overdue: boolean }) {
  if (overdue)
    return <StatusBadge tone="negative">{`${MILESTONE_LABELS[milestone]}, overdue`}</StatusBadge>;
  const tone: StatusTone =
    milestone === 'verified' ? 'positive' : milestone === 'done' ? 'caution' : 'neutral';
  return <StatusBadge tone={tone}>{MILESTONE_LABELS[milestone]}</StatusBadge>;
}
