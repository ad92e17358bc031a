import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, MessageEnvelopeSchema } from './envelope';
import { instant, requiredMultiLineText, requiredText } from './fields';
import { listingCalls } from './listing';
import { messages } from './messages';
import { PUBLIC_PATHS } from './public-paths';
import { auditFields, IdParamsSchema } from './records';
import { site } from './site';
import { CALL_STATUSES, SOLUTION_CATEGORIES } from './vendor-journey';

/*
 * Calls for expressions of interest from software and cloud vendors (docs/product.md, "Software
 * and cloud vendors"): staff open them, vendors apply while one is open, anyone reads the open
 * and upcoming ones.
 */

export const vendorCallMessages = {
  categories: 'Choose at least one category.',
  instant: messages.instant,
  closesAfterOpening: 'The closing time must be after the opening time.',
  hasApplications: (count: number) =>
    `This call has ${count} ${count === 1 ? 'application' : 'applications'}: it cannot be deleted. Change its closing time to end it.`,
} as const;

/** Nairobi keeps UTC+3 all year: no daylight saving to reckon with. */
const NAIROBI_OFFSET = '+03:00';

/** A time the authority's staff typed in Nairobi time ('2026-12-01T09:00'), as an instant. */
export const nairobiInstant = (local: string): string => `${local}:00${NAIROBI_OFFSET}`;

// Made once: a formatter costs more to build than to use.
const nairobiParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: site.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant in Nairobi time as a date-time input holds it ('2026-12-01T09:00'). */
export function nairobiLocal(at: string): string {
  const part = Object.fromEntries(
    nairobiParts.formatToParts(new Date(at)).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

export const VendorCallInputSchema = z
  .object({
    title: requiredText(200),
    description: requiredMultiLineText(5000),
    categories: z
      .array(z.enum(SOLUTION_CATEGORIES, { error: vendorCallMessages.categories }), {
        error: vendorCallMessages.categories,
      })
      .min(1, vendorCallMessages.categories)
      .max(SOLUTION_CATEGORIES.length)
      // Each once, in the published order, whatever order they were sent in.
      .transform((chosen) => SOLUTION_CATEGORIES.filter((category) => chosen.includes(category))),
    opens_at: instant,
    closes_at: instant,
  })
  .refine((call) => call.closes_at > call.opens_at, {
    message: vendorCallMessages.closesAfterOpening,
    path: ['closes_at'],
  });
export type VendorCallInput = z.input<typeof VendorCallInputSchema>;

/** A call as staff and the public read it; its status is the clock's, at the time of the answer. */
export const VendorCallSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  title: z.string(),
  description: z.string(),
  categories: z.array(z.enum(SOLUTION_CATEGORIES)),
  opens_at: z.string(),
  closes_at: z.string(),
  status: z.enum(CALL_STATUSES),
  /** Applications started on it, drafts included. */
  applications: z.number().int(),
  ...auditFields,
});
export type VendorCall = z.infer<typeof VendorCallSchema>;

/** What anyone may read of a call: nothing of who keeps it. */
export const PublicVendorCallSchema = VendorCallSchema.pick({
  id: true,
  reference: true,
  title: true,
  description: true,
  categories: true,
  opens_at: true,
  closes_at: true,
  status: true,
});
export type PublicVendorCall = z.infer<typeof PublicVendorCallSchema>;

export const VendorCallAnswerSchema = envelopeSchema(VendorCallSchema);

export const vendorCallList = listingCalls(
  'vendor-calls',
  { one: 'call', many: 'calls' },
  VendorCallSchema,
);

export const vendorCallCalls = {
  create: defineCall({
    method: 'POST',
    path: '/vendor-calls',
    summary: 'Open a call for expressions of interest (its reference is given)',
    body: VendorCallInputSchema,
    answer: VendorCallAnswerSchema,
    status: 201,
    refusals: [401, 403, 422],
  }),
  show: defineCall({
    method: 'GET',
    path: '/vendor-calls/:id',
    summary: 'One call, with the number of applications started on it',
    params: IdParamsSchema,
    answer: VendorCallAnswerSchema,
    refusals: [401, 403, 404],
  }),
  update: defineCall({
    method: 'PUT',
    path: '/vendor-calls/:id',
    summary: 'Change a call: its text, categories or times (its reference stays)',
    params: IdParamsSchema,
    body: VendorCallInputSchema,
    answer: VendorCallAnswerSchema,
    refusals: [401, 403, 404, 422],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/vendor-calls/:id',
    summary: 'Delete a call that has no applications',
    params: IdParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404, 409],
  }),
  open: defineCall({
    method: 'GET',
    path: PUBLIC_PATHS.vendorCalls,
    summary: 'The open and upcoming calls, soonest closing first: no sign-in',
    answer: envelopeSchema(z.array(PublicVendorCallSchema)),
    refusals: [],
  }),
};
