import { AssignForm } from './staff/assign-form';
import { ApproveForm, RejectForm, RequestCorrectionForm } from './staff/decision-forms';
import { HandOverForm, RegisterLeaseForm } from './staff/lease-forms';
import { OfferForm } from './staff/offer-form';
import { ScoreForm } from './staff/score-form';
import type { StepForms } from './step-form';

/** The staff's and committee's steps: assign, score, decide, offer, lease, hand over. */
export const staffSteps: StepForms = {
  assign: { label: 'Assign to a committee', Form: AssignForm },
  score: { label: 'Your scorecard', Form: ScoreForm },
  request_correction: { label: 'Ask for a correction', Form: RequestCorrectionForm },
  approve: { label: 'Approve', Form: ApproveForm },
  reject: { label: 'Reject', Form: RejectForm },
  offer: { label: 'Letter of Offer', Form: OfferForm },
  register_lease: { label: 'Register the lease', Form: RegisterLeaseForm },
  hand_over: { label: 'Hand over the site', Form: HandOverForm },
};
