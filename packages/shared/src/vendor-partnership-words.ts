import { addYears, quartersEndingBetween, shiftDay } from './calendar';

/*
 * The vendor partnership in words, without schemas (docs/product.md, "The vendor partnership"):
 * the public pages, the back office and the server read them from here. Every name is a contract:
 * stored, answered and filtered by exactly these words.
 */

export const PARTNERSHIP_STATUSES = [
  'active',
  'renewed',
  'under_corrective_measures',
  'not_renewed',
  'terminated',
] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];
export const PARTNERSHIP_STATUS_LABELS: Record<PartnershipStatus, string> = {
  active: 'Active',
  renewed: 'Renewed',
  under_corrective_measures: 'Under corrective measures',
  not_renewed: 'Not renewed',
  terminated: 'Terminated',
};
/** The statuses of a partnership that still runs: it has quarters, reviews and returns. */
export const RUNNING_PARTNERSHIP_STATUSES: readonly PartnershipStatus[] = [
  'active',
  'renewed',
  'under_corrective_measures',
];

/**
 * A partnership year's last day: the day before the same date a year on, so that a year begun on
 * 27 November 2026 ends on 26 November 2027.
 */
export const yearEndsOn = (startsOn: string): string => shiftDay(addYears(startsOn, 1), -1);

/**
 * The quarters of a partnership year: the calendar quarters (Nairobi) whose last day falls in it.
 * A year always holds four quarter ends, whatever day it starts: four reviews and four returns.
 */
export const quartersOfYear = (startsOn: string, endsOn: string): string[] =>
  quartersEndingBetween(startsOn, endsOn);

export const WORKPLAN_STATUSES = [
  'draft',
  'submitted',
  'returned',
  'approved',
  'superseded',
] as const;
export type WorkplanStatus = (typeof WORKPLAN_STATUSES)[number];
export const WORKPLAN_STATUS_LABELS: Record<WorkplanStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted for approval',
  returned: 'Returned for changes',
  approved: 'Approved',
  superseded: 'Superseded by a revision',
};
/** A version the vendor may still change. */
export const EDITABLE_WORKPLAN_STATUSES: readonly WorkplanStatus[] = ['draft', 'returned'];

/** Where a named prospect stands in the vendor's sales. */
export const LEAD_STAGES = [
  'prospect',
  'qualified',
  'proposal',
  'negotiation',
  'won',
  'lost',
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  prospect: 'Prospect',
  qualified: 'Qualified',
  proposal: 'Proposal sent',
  negotiation: 'In negotiation',
  won: 'Won',
  lost: 'Lost',
};

/** What the authority decides at the end of a partnership year. */
export const RENEWAL_DECISIONS = [
  'renewed',
  'renewed_with_corrective_measures',
  'not_renewed',
] as const;
export type RenewalDecision = (typeof RENEWAL_DECISIONS)[number];
export const RENEWAL_DECISION_LABELS: Record<RenewalDecision, string> = {
  renewed: 'Renewed',
  renewed_with_corrective_measures: 'Renewed with corrective measures',
  not_renewed: 'Not renewed',
};

/**
 * What a caller may do on a partnership now, as its answer lists them: the screens offer these and
 * no others, and the server refuses the rest whatever a client sends.
 */
export const PARTNERSHIP_ACTIONS = [
  'write_workplan',
  'edit_workplan',
  'submit_workplan',
  'approve_workplan',
  'return_workplan',
  'file_returns',
  'answer_findings',
  'record_audit',
  'close_findings',
  'move_actions',
  'verify_actions',
  'decide_renewal',
  'terminate',
] as const;
export type PartnershipAction = (typeof PARTNERSHIP_ACTIONS)[number];

/**
 * The queues of the partnership list, each a step somebody is waiting for: a workplan to approve,
 * a review open to score or finalise, a finding the vendor answered, an action done to verify, a
 * year whose four reviews are finalised to renew.
 */
export const PARTNERSHIP_QUEUES = [
  'workplan_approval',
  'open_review',
  'answered_findings',
  'actions_done',
  'renewal',
] as const;
export type PartnershipQueue = (typeof PARTNERSHIP_QUEUES)[number];
