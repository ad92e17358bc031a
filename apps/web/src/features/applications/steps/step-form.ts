import type { Application } from '@portal/shared/application-detail';
import type { ApplicationStep } from '@portal/shared/application-steps';
import type { StepForms as JourneyStepForms } from '@web/components/applications/step-actions';

/** A step's form; the step answers the application, which then shows wherever it is cached. */
export type StepFormProps = { application: Application };

/**
 * The form or confirmation of each step the application's page offers: the page shows one for
 * every step the server lists in `application.actions`, and no other.
 */
export type StepForms = JourneyStepForms<ApplicationStep, Application>;
