import { AcceptIntentStep } from './applicant/accept-intent-step';
import { EditLinkStep } from './applicant/edit-link-step';
import { ResubmitStep } from './applicant/resubmit-step';
import { WithdrawStep } from './applicant/withdraw-step';
import type { StepForms } from './step-form';

/**
 * The applicant's steps: edit (the stepped form, which also submits), resubmit, accept the letter
 * of intent, withdraw.
 */
export const applicantSteps: StepForms = {
  edit: { label: 'Continue your application', Form: EditLinkStep },
  resubmit: { label: 'Send back for evaluation', Form: ResubmitStep },
  accept_intent: { label: 'Accept the letter of intent', Form: AcceptIntentStep },
  withdraw: { label: 'Withdraw the application', Form: WithdrawStep },
};
