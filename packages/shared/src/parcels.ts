import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, MessageEnvelopeSchema } from './envelope';
import { listingCalls } from './listing';
import {
  blankAsNull,
  calendarDate,
  emailField,
  requiredId,
  requiredText,
  wholeNumber,
} from './fields';
import { messages } from './messages';
import { auditFields, IdParamsSchema } from './records';

/** Land-use classes of the master plan (record 0016): what may be built on a parcel. */
export const LAND_USES = [
  'Commercial',
  'Residential',
  'Mixed Use',
  'Institutional',
  'Light Industrial',
  'Civic and Open Space',
  'Utilities',
] as const;
export type LandUse = (typeof LAND_USES)[number];

/** Districts of the master plan, each a part of the city with its own character. */
export const ZONES = [
  'Central Business District',
  'University District',
  'Science and Technology Park',
  'Residential North',
  'Residential South',
  'Mixed-Use Corridor',
  'Light Industry Park',
] as const;
export type Zone = (typeof ZONES)[number];

/** An administrator sets Available or Reserved; a parcel with an allocation is Allocated. */
export const SETTABLE_PARCEL_STATUSES = ['Available', 'Reserved'] as const;
export const PARCEL_STATUSES = [...SETTABLE_PARCEL_STATUSES, 'Allocated'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** Short-term leases up to 21 years; long-term 60 or 90 (docs/product.md, "Constants"). */
export const LEASE_TERMS = [21, 60, 90] as const;
export type LeaseTerm = (typeof LEASE_TERMS)[number];

export const MAX_FLOORS = 200;

/** Messages of the parcel and allocation forms beyond the shared "required". */
export const parcelMessages = {
  number: 'Use letters, digits, "-" and "/" only, such as TC-P1-0001.',
  acre: 'Enter the area in acres, greater than 0, with at most 2 decimals (such as 2.5).',
  floors: `Enter a whole number from 0 to ${MAX_FLOORS}.`,
  floorsOrder: 'The maximum floors cannot be fewer than the minimum.',
  choice: 'Choose one of the listed values.',
  leaseTerm: 'Choose a lease term of 21, 60 or 90 years.',
  unknownAllottee: 'No account has this email.',
  parcelTaken: 'This parcel is already allocated.',
  parcelAllocated: 'Release the allocation of this parcel before deleting it.',
  /** A live offer holds the parcel: only its lease or the application's withdrawal frees it. */
  reservedFor: (reference: string) =>
    `This parcel is reserved by the offer made to application ${reference}.`,
  reservedOnly: 'An allocated parcel stays Allocated until its allocation is released.',
} as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input ? parcelMessages.choice : messages.required) });

const ACRE = /^\d{1,6}(\.\d{1,2})?$/;

/** POST /parcels: one parcel of the master plan. */
export const ParcelInputSchema = z
  .object({
    // Upper case, so that 'tc-p1-0001' cannot sit beside 'TC-P1-0001' in the register.
    number: requiredText(30, [
      (value) => /^[A-Za-z0-9/-]+$/.test(value),
      parcelMessages.number,
    ]).transform((value) => value.toUpperCase()),
    // Decimal text: an area is never a float, and "2.50" keeps its two decimals.
    acre: requiredText(10, [(value) => ACRE.test(value) && Number(value) > 0, parcelMessages.acre]),
    min_floors: wholeNumber(0, MAX_FLOORS, parcelMessages.floors),
    max_floors: wholeNumber(0, MAX_FLOORS, parcelMessages.floors),
    land_use: oneOf(LAND_USES),
    zone: oneOf(ZONES),
    status: oneOf(SETTABLE_PARCEL_STATUSES),
  })
  .refine((parcel) => parcel.max_floors >= parcel.min_floors, {
    message: parcelMessages.floorsOrder,
    path: ['max_floors'],
    // As soon as both floors are numbers, while other fields are still being filled in.
    when: ({ value }) => {
      const { min_floors, max_floors } = value as { min_floors?: unknown; max_floors?: unknown };
      return Number.isInteger(min_floors) && Number.isInteger(max_floors);
    },
  });
export type ParcelInput = z.input<typeof ParcelInputSchema>;

/** PUT /parcels/{id}: the id travels in the body too, as for every back-office record. */
export const ParcelUpdateSchema = ParcelInputSchema.safeExtend({ id: requiredId });
export type ParcelUpdateInput = z.input<typeof ParcelUpdateSchema>;

/** Fields of an allocation an administrator may change after recording it. */
const allocationFields = {
  allocated_to: requiredText(150),
  /** Optional: links the allocation to the allottee's portal account. */
  allottee_email: blankAsNull(emailField),
  allocated_at: calendarDate,
  // One literal of three values, not a union: a form's resolver reports a union's first branch
  // ('expected 21') rather than the union's own message.
  lease_term_years: z.literal(LEASE_TERMS, { error: parcelMessages.leaseTerm }),
};

/** POST /parcel-allocations: allocates an unallocated parcel. */
export const AllocationInputSchema = z.object({ parcel_id: requiredId, ...allocationFields });
export type AllocationInput = z.input<typeof AllocationInputSchema>;

/** PUT /parcel-allocations/{id}: the parcel stays; who, when and for how long may change. */
export const AllocationUpdateSchema = z.object({ id: requiredId, ...allocationFields });
export type AllocationUpdateInput = z.input<typeof AllocationUpdateSchema>;

/** An allocation as the back office shows it. */
export const AllocationSchema = z.object({
  id: z.number().int(),
  parcel_id: z.number().int(),
  parcel_number: z.string(),
  allocated_to: z.string(),
  allottee: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  allocated_at: z.string(),
  lease_term_years: z.number().int(),
  /** The last day of the lease: the allocation date plus the term, less a day. */
  lease_ends_at: z.string(),
  ...auditFields,
});
export type AllocationRecord = z.infer<typeof AllocationSchema>;

export const ParcelSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  acre: z.string(),
  min_floors: z.number().int(),
  max_floors: z.number().int(),
  land_use: z.enum(LAND_USES),
  zone: z.enum(ZONES),
  status: z.enum(PARCEL_STATUSES),
  allocation: AllocationSchema.pick({
    id: true,
    allocated_to: true,
    allocated_at: true,
    lease_term_years: true,
  }).nullable(),
  ...auditFields,
});
export type ParcelRecord = z.infer<typeof ParcelSchema>;

export const ParcelAnswerSchema = envelopeSchema(ParcelSchema);
export const parcelList = listingCalls('parcels', { one: 'parcel', many: 'parcels' }, ParcelSchema);
export const AllocationAnswerSchema = envelopeSchema(AllocationSchema);
export const allocationList = listingCalls(
  'parcel-allocations',
  { one: 'parcel allocation', many: 'parcel allocations' },
  AllocationSchema,
);

/** The calls on one parcel of the back office's register (decision record 0016). */
export const parcelCalls = {
  create: defineCall({
    method: 'POST',
    path: '/parcels',
    summary: 'Add a parcel to the register',
    body: ParcelInputSchema,
    answer: ParcelAnswerSchema,
    status: 201,
    refusals: [401, 403, 409, 422],
  }),
  show: defineCall({
    method: 'GET',
    path: '/parcels/:id',
    summary: 'One parcel, with its allocation if it has one',
    params: IdParamsSchema,
    answer: ParcelAnswerSchema,
    refusals: [401, 403, 404],
  }),
  update: defineCall({
    method: 'PUT',
    path: '/parcels/:id',
    summary: 'Change a parcel (an allocated parcel stays Allocated until released)',
    params: IdParamsSchema,
    body: ParcelUpdateSchema,
    answer: ParcelAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/parcels/:id',
    summary: 'Delete a parcel that is neither allocated nor held by a live offer',
    params: IdParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404, 409],
  }),
};

/** The calls on one allocation of the back office's register (decision record 0016). */
export const allocationCalls = {
  create: defineCall({
    method: 'POST',
    path: '/parcel-allocations',
    summary: 'Allocate a parcel that is not allocated yet',
    body: AllocationInputSchema,
    answer: AllocationAnswerSchema,
    status: 201,
    refusals: [401, 403, 404, 409, 422],
  }),
  show: defineCall({
    method: 'GET',
    path: '/parcel-allocations/:id',
    summary: 'One allocation',
    params: IdParamsSchema,
    answer: AllocationAnswerSchema,
    refusals: [401, 403, 404],
  }),
  update: defineCall({
    method: 'PUT',
    path: '/parcel-allocations/:id',
    summary: 'Change whom a parcel is allocated to, from when, or for how long',
    params: IdParamsSchema,
    body: AllocationUpdateSchema,
    answer: AllocationAnswerSchema,
    refusals: [401, 403, 404, 422],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/parcel-allocations/:id',
    summary: 'Release an allocation: the parcel is Available again',
    params: IdParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404],
  }),
};
