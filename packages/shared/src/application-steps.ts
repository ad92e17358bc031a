import type { ApplicationStage } from './land-journey';
import type { Permission } from './permissions';

/*
 * The stage machine of an application (decision record 0030): the steps of the journey, who may
 * take each, and the stages each starts from and leads to.
 */

/** Stages an application never leaves. */
export const CLOSED_STAGES: readonly ApplicationStage[] = ['rejected', 'handed_over', 'withdrawn'];

/**
 * Who may take a step: the applicant, a holder of a permission, a decider (`applications.decide`
 * or the chairperson of the assigned committee), or the portal itself when an invoice is paid.
 */
export type StepActor =
  | 'applicant'
  | 'decider'
  | 'payment'
  | 'applications.assign'
  | 'applications.process'
  | 'vendors.assign'
  | 'committee_member';

/** One step: the stages it starts from, the stage it leads to (null: it moves none), its taker. */
export type StepRule<Stage extends string = string> = {
  from: readonly Stage[];
  to: Stage | null;
  by: StepActor;
};

/**
 * Every step of the journey: the stages it may start from and the stage it leads to (the same
 * stage for steps that do not move it). Any step from another stage is refused with 409.
 */
export const APPLICATION_STEPS = {
  edit: { from: ['draft', 'correction_requested'], to: null, by: 'applicant' },
  submit: { from: ['draft'], to: 'submitted', by: 'applicant' },
  fee_paid: { from: ['submitted'], to: 'under_evaluation', by: 'payment' },
  assign: { from: ['under_evaluation'], to: null, by: 'applications.assign' },
  score: { from: ['under_evaluation'], to: null, by: 'committee_member' },
  request_correction: {
    from: ['under_evaluation'],
    to: 'correction_requested',
    by: 'decider',
  },
  resubmit: { from: ['correction_requested'], to: 'under_evaluation', by: 'applicant' },
  approve: { from: ['under_evaluation'], to: 'approved', by: 'decider' },
  reject: { from: ['under_evaluation'], to: 'rejected', by: 'decider' },
  accept_intent: { from: ['approved'], to: 'intent_accepted', by: 'applicant' },
  offer: { from: ['intent_accepted'], to: 'offer_issued', by: 'applications.process' },
  premium_paid: { from: ['offer_issued'], to: 'premium_paid', by: 'payment' },
  register_lease: {
    from: ['premium_paid'],
    to: 'lease_registered',
    by: 'applications.process',
  },
  hand_over: { from: ['lease_registered'], to: 'handed_over', by: 'applications.process' },
  withdraw: {
    from: [
      'draft',
      'submitted',
      'under_evaluation',
      'correction_requested',
      'approved',
      'intent_accepted',
      'offer_issued',
      'premium_paid',
    ],
    to: 'withdrawn',
    by: 'applicant',
  },
} as const satisfies Record<string, StepRule<ApplicationStage>>;
export type ApplicationStep = keyof typeof APPLICATION_STEPS;

export const mayTakeStep = (step: ApplicationStep, stage: ApplicationStage): boolean =>
  (APPLICATION_STEPS[step].from as readonly ApplicationStage[]).includes(stage);

/**
 * Whose holders see every submitted application, whatever the committee: to act on one, they
 * must first read it.
 */
export const APPLICATION_STAFF_PERMISSIONS = [
  'applications.view_all',
  'applications.assign',
  'applications.decide',
  'applications.process',
] as const satisfies readonly Permission[];
