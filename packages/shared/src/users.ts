import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, MessageEnvelopeSchema } from './envelope';
import { listingCalls } from './listing';
import {
  blankAsNull,
  checkedWhenAnObject,
  checkPhoneForCountry,
  countryCodeField,
  emailField,
  newPasswordField,
  phoneField,
  plainText,
  requiredId,
  requiredText,
} from './fields';
import { OptionSchema } from './lookups';
import { messages } from './messages';
import { auditFields, IdParamsSchema } from './records';

/** The Yes/No radio of the user forms (docs/product.md, "Validation"). */
export const CommitteeMembershipSchema = z.enum(['Yes', 'No'], { error: messages.required });
export type CommitteeMembership = z.infer<typeof CommitteeMembershipSchema>;

/**
 * One line of the committee sub-form, "name and role" as the product names them: `name` is the
 * committee's id and `role` the committee role's id, both required (record 0022).
 */
export const UserCommitteeInputSchema = z.object({ name: requiredId, role: requiredId });
export type UserCommitteeInput = z.input<typeof UserCommitteeInputSchema>;

/** Optional on both forms: left blank, the password stays as it is (create mails a link). */
const optionalNewPasswordField = plainText()
  .nullish()
  .transform((value) => value || undefined)
  .pipe(newPasswordField.optional());

/**
 * Committee rules (docs/product.md, "Validation"): a member sits on at least one committee, a
 * non-member on none, and a committee is listed once ('Committee already added' on the later line).
 * They run while other fields are still invalid, so the form says them at once; hence the defensive
 * reads.
 */
function checkCommittees(
  value: { member_of_a_committee?: unknown; committees?: unknown },
  ctx: z.RefinementCtx,
): void {
  const lines: unknown[] = Array.isArray(value.committees) ? value.committees : [];
  if (value.member_of_a_committee === 'Yes' && lines.length === 0) {
    ctx.addIssue({ code: 'custom', message: messages.committeeNeeded, path: ['committees'] });
  }
  if (value.member_of_a_committee === 'No' && lines.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: messages.committeesWithoutMembership,
      path: ['committees'],
    });
  }
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    const committee = (line as { name?: unknown } | null)?.name;
    if (typeof committee !== 'number') return;
    if (seen.has(committee)) {
      ctx.addIssue({
        code: 'custom',
        message: messages.committeeAlreadyAdded,
        path: ['committees', index, 'name'],
      });
    }
    seen.add(committee);
  });
}

/** Both user forms' rules that span fields: committees, and the phone's country. */
function checkUser(
  value: Parameters<typeof checkCommittees>[0] & Parameters<typeof checkPhoneForCountry>[0],
  ctx: z.RefinementCtx,
): void {
  checkCommittees(value, ctx);
  checkPhoneForCountry(value, ctx);
}

const userFields = {
  account_type: requiredId,
  name: requiredText(),
  email: emailField,
  role: requiredId,
  member_of_a_committee: CommitteeMembershipSchema,
  committees: z.array(UserCommitteeInputSchema).default([]),
  password: optionalNewPasswordField,
  /**
   * Optional: left blank, the user has no phone number. The country code is needed with a phone
   * only, so an account from before codes were asked for can still be saved (record 0028).
   */
  country_code: blankAsNull(countryCodeField),
  phone: blankAsNull(phoneField),
};

/**
 * POST /users. `status`, `created_by` and the like sent along are dropped: a new account is
 * active, and its author is whoever is signed in.
 */
export const UserInputSchema = z.object(userFields).superRefine(checkUser, checkedWhenAnObject);
export type UserInput = z.input<typeof UserInputSchema>;

/**
 * PUT /users/{id}: the id travels in the body too; `reset_password` mails a reset link. The
 * country code may be left out: the user keeps the stored one, which the server checks the phone
 * against.
 */
export const UserUpdateSchema = z
  .object({
    ...userFields,
    country_code: userFields.country_code.optional(),
    id: requiredId,
    reset_password: z.boolean().default(false),
  })
  .superRefine(checkUser, checkedWhenAnObject);
export type UserUpdateInput = z.input<typeof UserUpdateSchema>;

/**
 * POST /update-account-status/{id}. The form also sends the user's name and email, shown read-only:
 * they are dropped here, so this call never changes them.
 */
export const AccountStatusUpdateSchema = z.object({ id: requiredId, status: requiredId });
export type AccountStatusUpdateInput = z.input<typeof AccountStatusUpdateSchema>;

/** A committee the user sits on, with their role on it: names to show, ids to prefill the form. */
export const UserCommitteeSchema = z.object({
  committee_id: z.number().int(),
  name: z.string(),
  role_id: z.number().int(),
  role: z.string(),
});
export type UserCommittee = z.infer<typeof UserCommitteeSchema>;

/** A user as the back office shows it (docs/product.md, "Records"). */
export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  /** The country's dialling code, shown before the phone number. */
  country: z.string().nullable(),
  phone: z.string().nullable(),
  /** Role name; `role` is its id. */
  user_role: z.string(),
  role: z.number().int(),
  /** Account type name; `account_type_id` prefills the edit form's select. */
  account_type: z.string().nullable(),
  account_type_id: z.number().int().nullable(),
  /** Account status name; `status` is its id: 1 active, 2 blocked. */
  account_status: z.string(),
  status: z.number().int(),
  /** The pending email verification code, for support calls; never shown to its own user. */
  verification_code: z.string().nullable(),
  ...auditFields,
  member_of_a_committee: CommitteeMembershipSchema,
  user_committees: z.array(UserCommitteeSchema),
  website: z.string().nullable(),
  address: z.string().nullable(),
  contact_person_name: z.string().nullable(),
  contact_person_phone: z.string().nullable(),
  contact_person_email: z.string().nullable(),
  alternative_contact_person_name: z.string().nullable(),
  alternative_contact_person_phone: z.string().nullable(),
  alternative_contact_person_email: z.string().nullable(),
});
export type UserRecord = z.infer<typeof UserSchema>;

/** GET and PUT /users/{id}, POST /users and POST /update-account-status/{id}. */
export const UserAnswerSchema = envelopeSchema(UserSchema);
export const userList = listingCalls('users', { one: 'user', many: 'users' }, UserSchema);

/** GET /unpaginated-items-users: the select lists of the user forms. */
export const UserLookupsAnswerSchema = envelopeSchema(
  z.object({
    committees: z.array(OptionSchema),
    committee_roles: z.array(OptionSchema),
    roles: z.array(OptionSchema),
    account_types: z.array(OptionSchema),
    account_statuses: z.array(OptionSchema.extend({ alias: z.string() })),
  }),
);
export type UserLookups = z.infer<typeof UserLookupsAnswerSchema>['data'];

/** The calls on users (decision record 0013): administrators only, but for reading oneself. */
export const userCalls = {
  lookups: defineCall({
    method: 'GET',
    path: '/unpaginated-items-users',
    summary: 'Committees, committee roles, roles, account types and statuses for the forms',
    answer: UserLookupsAnswerSchema,
    refusals: [401, 403],
  }),
  show: defineCall({
    method: 'GET',
    path: '/users/:id',
    summary: 'One user: administrators, and the user themself',
    params: IdParamsSchema,
    answer: UserAnswerSchema,
    refusals: [401, 403, 404],
  }),
  create: defineCall({
    method: 'POST',
    path: '/users',
    summary: 'Create a user; without a password, they get a mailed link to choose one',
    body: UserInputSchema,
    answer: UserAnswerSchema,
    status: 201,
    refusals: [401, 403, 409, 422],
  }),
  update: defineCall({
    method: 'PUT',
    path: '/users/:id',
    summary: 'Edit a user; their committees are replaced as a whole',
    params: IdParamsSchema,
    body: UserUpdateSchema,
    answer: UserAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/users/:id',
    summary:
      'Delete a user, their sessions and API keys (not yourself, not the last administrator)',
    params: IdParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404, 409],
  }),
  updateStatus: defineCall({
    method: 'POST',
    path: '/update-account-status/:id',
    summary: 'Activate or block a user; blocking signs them out everywhere',
    params: IdParamsSchema,
    body: AccountStatusUpdateSchema,
    answer: UserAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
};
