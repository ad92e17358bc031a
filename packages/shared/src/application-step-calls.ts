import { defineCall } from './call';
import { ApplicationAnswerSchema } from './application-detail';
import { ScorecardAnswerSchema, ScorecardInputSchema } from './application-scorecards';
import {
  AcceptIntentSchema,
  AssignSchema,
  HandOverInputSchema,
  LeaseInputSchema,
  NoteInputSchema,
  OfferInputSchema,
  ReasonInputSchema,
} from './application-step-bodies';
import type { ApplicationStep } from './application-steps';
import { IdParamsSchema } from './records';

/**
 * What every step refuses: no session (401), not one who takes it (403), an application the
 * caller may not see (404), the wrong stage (409) and a body that is not valid (422).
 */
const refusals = [401, 403, 404, 409, 422] as const;

/**
 * One call for each step of the journey taken on its own (decision record 0030), keyed by the
 * step in `APPLICATION_STEPS`: each answers the application as the step left it, so that a client
 * shows the new stage without asking again; a scorecard answers the card. Editing is saving the
 * draft (`applicationCalls.save`), and the steps a payment takes have no call of their own.
 */
export const stepCalls = {
  submit: defineCall({
    method: 'POST',
    path: '/applications/:id/submit',
    summary: 'Submit a complete draft; the registration fee is invoiced',
    params: IdParamsSchema,
    answer: ApplicationAnswerSchema,
    refusals,
  }),
  resubmit: defineCall({
    method: 'POST',
    path: '/applications/:id/resubmit',
    summary: 'Send a corrected application back for evaluation',
    params: IdParamsSchema,
    answer: ApplicationAnswerSchema,
    refusals,
  }),
  withdraw: defineCall({
    method: 'POST',
    path: '/applications/:id/withdraw',
    summary: 'Withdraw an application before its lease is registered',
    params: IdParamsSchema,
    body: ReasonInputSchema,
    answer: ApplicationAnswerSchema,
    refusals,
  }),
  assign: defineCall({
    method: 'POST',
    path: '/applications/:id/assign',
    summary: 'Assign the application to a committee, whose members are mailed',
    params: IdParamsSchema,
    body: AssignSchema,
    answer: ApplicationAnswerSchema,
    refusals,
  }),
  score: defineCall({
    method: 'POST',
    path: '/applications/:id/scores',
    summary: 'Give or change your scorecard, until the decision',
    params: IdParamsSchema,
    body: ScorecardInputSchema,
    answer: ScorecardAnswerSchema,
    refusals,
  }),
  request_correction: defineCall({
    method: 'POST',
    path: '/applications/:id/request-correction',
    summary: 'Ask the applicant to correct the application',
    params: IdParamsSchema,
    body: NoteInputSchema,
    answer: ApplicationAnswerSchema,
    refusals,
  }),
  reject: defineCall({
    method: 'POST',
    path: '/applications/:id/reject',
    summary: 'Reject the application, giving the reason',
    params: IdParamsSchema,
    body: ReasonInputSchema,
    answer: ApplicationAnswerSchema,
    refusals,
  }),
  approve: defineCall({
    method: 'POST',
    path: '/applications/:id/approve',
    summary: 'Approve an evaluated application; the Letter of Notification is issued',
    params: IdParamsSchema,
    answer: ApplicationAnswerSchema,
    refusals,
  }),
  accept_intent: defineCall({
    method: 'POST',
    path: '/applications/:id/accept-intent',
    summary: 'Accept the letter of intent, naming who signs it',
    params: IdParamsSchema,
    body: AcceptIntentSchema,
    answer: ApplicationAnswerSchema,
    refusals,
  }),
  offer: defineCall({
    method: 'POST',
    path: '/applications/:id/offer',
    summary:
      'Offer a parcel: it is reserved, the stand premium invoiced, the Letter of Offer issued',
    params: IdParamsSchema,
    body: OfferInputSchema,
    answer: ApplicationAnswerSchema,
    refusals,
  }),
  register_lease: defineCall({
    method: 'POST',
    path: '/applications/:id/register-lease',
    summary: 'Register the lease: the offered parcel is allocated to the applicant',
    params: IdParamsSchema,
    body: LeaseInputSchema,
    answer: ApplicationAnswerSchema,
    refusals,
  }),
  hand_over: defineCall({
    method: 'POST',
    path: '/applications/:id/hand-over',
    summary: 'Hand the site over: the application is closed',
    params: IdParamsSchema,
    body: HandOverInputSchema,
    answer: ApplicationAnswerSchema,
    refusals,
  }),
} satisfies Partial<Record<ApplicationStep, unknown>>;

/** A step that has a call of its own. */
export type CalledStep = keyof typeof stepCalls;
