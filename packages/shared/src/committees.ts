import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, MessageEnvelopeSchema } from './envelope';
import { listingCalls } from './listing';
import { IdParamsSchema } from './records';
import { MAX_ID } from './constants';
import { decimalNumber, emailField, optionalText, requiredId, requiredText } from './fields';
import { auditFields } from './records';

/** POST /committees (name required, alias optional). */
export const CommitteeInputSchema = z.object({
  name: requiredText(100),
  alias: optionalText(100),
});
export type CommitteeInput = z.input<typeof CommitteeInputSchema>;

/** PUT /committees/{id}: the id travels in the body too. */
export const CommitteeUpdateSchema = CommitteeInputSchema.extend({ id: requiredId });
export type CommitteeUpdateInput = z.input<typeof CommitteeUpdateSchema>;

/** A row of the committees list. */
export const CommitteeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  alias: z.string().nullable(),
  ...auditFields,
});
export type CommitteeRecord = z.infer<typeof CommitteeSchema>;

/** A line of show-committee's members table: the user's name and their role on the committee. */
export const CommitteeMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  role: z.string(),
  updated_at: z.string(),
});
export type CommitteeMember = z.infer<typeof CommitteeMemberSchema>;

/** GET /committees/{id}, and the answer to a create or an update: the committee and its members. */
export const CommitteeDetailSchema = CommitteeSchema.extend({
  members: z.array(CommitteeMemberSchema),
});
export type CommitteeDetail = z.infer<typeof CommitteeDetailSchema>;

export const CommitteeAnswerSchema = envelopeSchema(CommitteeDetailSchema);
export const committeeList = listingCalls(
  'committees',
  { one: 'committee', many: 'committees' },
  CommitteeSchema,
);

/**
 * POST /committees/{id}/members: seats the account with this email on the committee, in a
 * committee role (chairperson, secretary, member). An email rather than a pick from every user,
 * as the register may hold a hundred thousand.
 */
export const CommitteeMemberInputSchema = z.object({ email: emailField, role: requiredId });
export type CommitteeMemberInput = z.input<typeof CommitteeMemberInputSchema>;

/** DELETE /committees/{id}/members/{user_id}: the committee and the member to unseat. */
export const CommitteeMemberParamsSchema = IdParamsSchema.extend({
  user_id: decimalNumber(MAX_ID),
});

export const committeeMemberMessages = {
  unknownEmail: 'No account has this email address.',
  alreadyMember: 'This person already sits on this committee.',
  notMember: 'This person does not sit on this committee.',
} as const;

/** The calls on committees and their members (docs/product.md, "Roles" and "Records"). */
export const committeeCalls = {
  create: defineCall({
    method: 'POST',
    path: '/committees',
    summary: 'Create a committee',
    body: CommitteeInputSchema,
    answer: CommitteeAnswerSchema,
    status: 201,
    refusals: [401, 403, 409, 422],
  }),
  show: defineCall({
    method: 'GET',
    path: '/committees/:id',
    summary: 'One committee with its members (administrators and its members)',
    params: IdParamsSchema,
    answer: CommitteeAnswerSchema,
    refusals: [401, 403, 404],
  }),
  update: defineCall({
    method: 'PUT',
    path: '/committees/:id',
    summary: 'Rename a committee or change its alias',
    params: IdParamsSchema,
    body: CommitteeUpdateSchema,
    answer: CommitteeAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/committees/:id',
    summary: 'Delete a committee and its memberships',
    params: IdParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404],
  }),
  addMember: defineCall({
    method: 'POST',
    path: '/committees/:id/members',
    summary: 'Seat the account with this email on the committee, in a committee role',
    params: IdParamsSchema,
    body: CommitteeMemberInputSchema,
    answer: CommitteeAnswerSchema,
    refusals: [401, 403, 404, 422],
  }),
  removeMember: defineCall({
    method: 'DELETE',
    path: '/committees/:id/members/:user_id',
    summary: 'Take a member off the committee',
    params: CommitteeMemberParamsSchema,
    answer: CommitteeAnswerSchema,
    refusals: [401, 403, 404, 422],
  }),
};
