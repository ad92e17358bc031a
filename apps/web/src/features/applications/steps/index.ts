import { applicantSteps } from './applicant-steps';
import { staffSteps } from './staff-steps';
import type { StepForms } from './step-form';

export const stepForms: StepForms = { ...applicantSteps, ...staffSteps };
export type { StepFormProps } from './step-form';
