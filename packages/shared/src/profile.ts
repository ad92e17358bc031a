import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema } from './envelope';
import {
  checkedWhenAnObject,
  checkPhoneForCountry,
  countryCodeField,
  phoneField,
  requiredId,
  requiredText,
} from './fields';
import { IdParamsSchema } from './records';

/**
 * PUT /profile/{id}: what a user edits about themself, their phone with its country code and their
 * designation (docs/product.md, "Accounts"). The code may be left out: the phone then keeps the
 * stored code and is checked against it on the server.
 */
export const ProfileUpdateSchema = z
  .object({
    id: requiredId,
    country_code: countryCodeField.optional(),
    phone: phoneField,
    designation: requiredText(),
  })
  .superRefine(checkPhoneForCountry, checkedWhenAnObject);
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;

/**
 * GET /profile. The profile form uses only phone and designation from it; the rest lets the read
 * view show the account as the server has it now (a role or status changed since sign-in).
 */
export const ProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  user_role: z.string(),
  account_status: z.string(),
  status: z.number().int(),
  created_at: z.string(),
  country_code: z.string().nullable(),
  phone: z.string().nullable(),
  designation: z.string().nullable(),
  /** What the role grants now: the web refreshes its stored user from it (record 0029). */
  permissions: z.array(z.string()),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileAnswerSchema = envelopeSchema(ProfileSchema);

/** The signed-in user's own account: reading it, and changing their phone and designation. */
export const profileCalls = {
  show: defineCall({
    method: 'GET',
    path: '/profile',
    summary: "The signed-in user's profile",
    answer: ProfileAnswerSchema,
    refusals: [401, 403],
  }),
  update: defineCall({
    method: 'PUT',
    path: '/profile/:id',
    summary:
      'Update your own phone and designation; without a country code the phone keeps its own',
    params: IdParamsSchema,
    body: ProfileUpdateSchema,
    answer: ProfileAnswerSchema,
    refusals: [401, 403, 422],
  }),
};
