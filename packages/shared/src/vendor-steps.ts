import type { StepRule } from './application-steps';
import type { Permission } from './permissions';
import type { VendorStage } from './vendor-journey';

/*
 * The stage machine of a vendor application (decision record 0054): the same machine as the land
 * journey's, with its own steps. Assigning a submitted application opens its evaluation, as the
 * registration fee's payment does for land; the decision is one step for all its solutions.
 */
export const VENDOR_STEPS = {
  edit: { from: ['draft'], to: null, by: 'applicant' },
  // Documents may be added while a clarification is asked for, as evidence for the answer.
  add_document: { from: ['draft', 'clarification_requested'], to: null, by: 'applicant' },
  submit: { from: ['draft'], to: 'submitted', by: 'applicant' },
  assign: { from: ['submitted', 'under_evaluation'], to: 'under_evaluation', by: 'vendors.assign' },
  score: { from: ['under_evaluation'], to: null, by: 'committee_member' },
  request_clarification: {
    from: ['under_evaluation'],
    to: 'clarification_requested',
    by: 'decider',
  },
  respond: { from: ['clarification_requested'], to: 'under_evaluation', by: 'applicant' },
  decide: { from: ['under_evaluation'], to: 'decided', by: 'decider' },
  withdraw: {
    from: ['draft', 'submitted', 'under_evaluation', 'clarification_requested'],
    to: 'withdrawn',
    by: 'applicant',
  },
} as const satisfies Record<string, StepRule<VendorStage>>;
export type VendorStep = keyof typeof VENDOR_STEPS;

/** Whose holders see every submitted vendor application, whatever the committee. */
export const VENDOR_STAFF_PERMISSIONS = [
  'vendors.view_all',
  'vendors.assign',
  'vendors.decide',
] as const satisfies readonly Permission[];
