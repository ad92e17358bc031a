import type { VendorApplication } from '@portal/shared/vendor-applications';
import type { VendorStep } from '@portal/shared/vendor-steps';
import type { StepForms } from '@web/components/applications/step-actions';
import { AssignStep } from './assign-step';
import { ClarificationStep } from './clarification-step';
import { ContinueStep } from './continue-step';
import { DecisionStep } from './decision-step';
import { RespondStep } from './respond-step';
import { ScoreStep } from './score-step';
import { WithdrawStep } from './withdraw-step';

/**
 * The vendor's steps (continue the draft, answer a question, withdraw) and the staff's and
 * committee's (assign, score, ask, decide). Submitting and adding documents to a draft happen in
 * the stepped form; documents that answer a question are added with the answer.
 */
export const vendorStepForms: StepForms<VendorStep, VendorApplication> = {
  edit: { label: 'Continue your application', Form: ContinueStep },
  respond: { label: 'Answer the request for clarification', Form: RespondStep },
  assign: { label: 'Assign to a committee', Form: AssignStep },
  score: { label: 'Your scorecard', Form: ScoreStep },
  request_clarification: { label: 'Ask the vendor for clarification', Form: ClarificationStep },
  decide: { label: 'Decide each solution', Form: DecisionStep },
  withdraw: { label: 'Withdraw the application', Form: WithdrawStep },
};
