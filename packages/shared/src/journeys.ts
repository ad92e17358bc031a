import {
  APPLICATION_STAFF_PERMISSIONS,
  APPLICATION_STEPS,
  type ApplicationStep,
  type StepRule,
} from './application-steps';
import { STAGE_LABELS, type ApplicationStage } from './land-journey';
import type { Permission } from './permissions';
import { VENDOR_STAGE_LABELS, type VendorStage } from './vendor-journey';
import { VENDOR_STAFF_PERMISSIONS, VENDOR_STEPS, type VendorStep } from './vendor-steps';

/**
 * The application journeys (decision record 0054): one table of applications, with its stage
 * history, documents, scorecards and letters, serves each; the journey says which steps, words and
 * permissions apply.
 */
export const JOURNEYS = ['land', 'vendor'] as const;
export type Journey = (typeof JOURNEYS)[number];

/** A stage, or a step, of either journey; each journey's own type names only its own. */
export type JourneyStage = ApplicationStage | VendorStage;
export type JourneyStep = ApplicationStep | VendorStep;

export type JourneyRules = {
  steps: Readonly<Partial<Record<JourneyStep, StepRule<JourneyStage>>>>;
  stageLabels: Readonly<Partial<Record<JourneyStage, string>>>;
  /** Whose holders see every submitted application of the journey. */
  staffPermissions: readonly Permission[];
  /** Who decides, besides the chairperson of the committee assigned. */
  decidePermission: Permission;
  /** The first part of an application's reference: 'EOI-2026-000042', 'VND-2026-000123'. */
  referencePrefix: string;
  /** Stages between assignment and decision: a member sees only their own card then. */
  evaluationStages: readonly JourneyStage[];
};

export const JOURNEY_RULES: Record<Journey, JourneyRules> = {
  land: {
    steps: APPLICATION_STEPS,
    stageLabels: STAGE_LABELS,
    staffPermissions: APPLICATION_STAFF_PERMISSIONS,
    decidePermission: 'applications.decide',
    referencePrefix: 'EOI',
    evaluationStages: ['under_evaluation', 'correction_requested'],
  },
  vendor: {
    steps: VENDOR_STEPS,
    stageLabels: VENDOR_STAGE_LABELS,
    staffPermissions: VENDOR_STAFF_PERMISSIONS,
    decidePermission: 'vendors.decide',
    referencePrefix: 'VND',
    evaluationStages: ['under_evaluation', 'clarification_requested'],
  },
};

/** How a stage of `journey` reads on a screen or in a mail. */
export const stageLabel = (journey: Journey, stage: JourneyStage): string =>
  JOURNEY_RULES[journey].stageLabels[stage] ?? stage;

/** Whether `step` of `journey` may start from `stage`. */
export function mayTakeJourneyStep(journey: Journey, step: JourneyStep, stage: JourneyStage) {
  return JOURNEY_RULES[journey].steps[step]?.from.includes(stage) ?? false;
}

/** The refusal of a step the stage does not allow, naming the stage. */
export const wrongStageMessage = (journey: Journey, stage: JourneyStage): string =>
  `This step is not possible while the application is ${stageLabel(journey, stage).toLowerCase()} (${stage}).`;

/** The web address of an application's page, which its mails link to. */
export const applicationPagePath = (journey: Journey, id: number): string =>
  journey === 'land' ? `/account/show-application/${id}` : `/account/show-vendor-application/${id}`;
