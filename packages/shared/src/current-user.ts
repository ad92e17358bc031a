import { z } from 'zod';

/**
 * A committee membership as carried on the current user: the committee's name and the user's role
 * in it (docs/product.md, "Records"), and its id, so that a member can open the committee's page.
 */
export const CurrentUserCommitteeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  role: z.string(),
});
export type CurrentUserCommittee = z.infer<typeof CurrentUserCommitteeSchema>;

/**
 * The signed-in user kept by the web app in local storage under `currentUser` (docs/product.md,
 * "Accounts"), as answered by login and email verification. Fields a freshly registered user has no
 * value for are nullable rather than optional, so the server always sends every key.
 */
export const CurrentUserSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  // Not z.email(): the seeded administrator may legitimately be `admin@localhost`.
  email: z.string().min(1),
  /** Account status id: 1 active, 2 blocked. */
  status: z.number().int(),
  /** Role id: 1 administrator, 2 registered (must verify email), 6 investor... */
  role: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  email_verified_at: z.string().nullable(),
  /** Bearer token sent on every signed-in call. */
  token: z.string().min(1),
  /** Role name, e.g. 'Administrator'. */
  user_role: z.string(),
  /** Account status name, e.g. 'Active'. */
  account_status: z.string(),
  verification_code: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  contact_person_name: z.string().nullable(),
  contact_person_email: z.string().nullable(),
  contact_person_phone: z.string().nullable(),
  alternative_contact_person_name: z.string().nullable(),
  alternative_contact_person_email: z.string().nullable(),
  alternative_contact_person_phone: z.string().nullable(),
  referring_platform: z.string().nullable(),
  member_of_a_committee: z.enum(['Yes', 'No']),
  committees: z.array(CurrentUserCommitteeSchema),
  /**
   * What the user's role lets them do (decision record 0029). A session stored before roles
   * carried permissions reads as none until the profile refreshes it.
   */
  permissions: z.array(z.string()).default([]),
  /**
   * Acts for the authority (holds a permission) without a second factor yet: the web app leads
   * it to set one up before anything else (docs/product.md, "Two-step sign-in").
   */
  must_set_up_second_factor: z.boolean().default(false),
  /**
   * Holds at least one water or electricity connection (docs/product.md, "Utilities"): the
   * sidebar and the dashboard offer Utilities. A session stored before it was sent reads as none.
   */
  holds_utility_connection: z.boolean().default(false),
  /**
   * Is the vendor of a partnership, whatever its status (docs/product.md, "The vendor
   * partnership"): the sidebar and the dashboard lead to it. Read as none when not sent.
   */
  holds_vendor_partnership: z.boolean().default(false),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
