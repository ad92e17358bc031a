import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, MessageEnvelopeSchema, paginatedSchema } from './envelope';
import { calendarDate, requiredText, wholeNumber } from './fields';
import { minorUnits } from './money';
import { PageQuerySchema } from './pagination';
import { PUBLIC_PATHS } from './public-paths';
import { auditFields, IdParamsSchema } from './records';
import { TAX_CATEGORIES } from './utility-charges';
import { CUSTOMER_CLASSES, UTILITY_SERVICES } from './utility-words';

/*
 * Tariffs by version (docs/product.md, "Utilities"): each service and customer class has
 * versions, each in force from its day until the next one's; a version that has charged a bill is
 * kept as it is, so a bill can always be read again on the terms it was charged on.
 */

/** More blocks than any published tariff has. */
export const MAX_TARIFF_BLOCKS = 12;
/** A block bound larger than any month's use of any connection. */
const MAX_UNITS = 1_000_000_000;

export const tariffMessages = {
  blocks: 'Enter at least one block.',
  tooManyBlocks: `Enter at most ${MAX_TARIFF_BLOCKS} blocks.`,
  units: 'Enter a whole number of units, 0 or more.',
  firstFrom: 'The first block starts at 0.',
  contiguous: (block: number) => `Block ${block} must start where block ${block - 1} ends.`,
  toAboveFrom: 'A block must end above where it starts.',
  toRequired: 'Enter where this block ends: only the last block has no upper limit.',
  lastOpen: 'Leave the last block’s upper limit empty: it covers everything above its start.',
  sewerage: 'Enter a whole percentage from 0 to 100.',
  noSewerageOnElectricity: 'Electricity has no sewerage charge: enter 0.',
  duplicate:
    'A version of this tariff already takes effect on that day: change that version, or choose another day.',
  billed: 'This version has charged bills, so it is kept as it is: add a newer version instead.',
  notFound: 'Tariff version not found.',
} as const;

const units = wholeNumber(0, MAX_UNITS, tariffMessages.units);

const TariffBlockInputSchema = z.object({
  from: units,
  to: units.nullable(),
  rate: minorUnits(),
});

/**
 * The blocks start at 0 and follow one another without gap or overlap, each ending above its
 * start; only the last is open-ended. Each refusal is put under the bound that breaks the rule.
 */
const TariffBlocksSchema = z
  .array(TariffBlockInputSchema, { error: tariffMessages.blocks })
  .min(1, tariffMessages.blocks)
  .max(MAX_TARIFF_BLOCKS, tariffMessages.tooManyBlocks)
  .superRefine((blocks, ctx) => {
    const refuse = (index: number, bound: 'from' | 'to', message: string) =>
      ctx.addIssue({ code: 'custom', path: [index, bound], message });
    blocks.forEach((block, index) => {
      const last = index === blocks.length - 1;
      const previous = blocks[index - 1];
      if (!previous && block.from !== 0) refuse(index, 'from', tariffMessages.firstFrom);
      if (previous && previous.to !== null && block.from !== previous.to)
        refuse(index, 'from', tariffMessages.contiguous(index + 1));
      if (block.to === null && !last) refuse(index, 'to', tariffMessages.toRequired);
      if (block.to !== null && last) refuse(index, 'to', tariffMessages.lastOpen);
      if (block.to !== null && block.to <= block.from)
        refuse(index, 'to', tariffMessages.toAboveFrom);
    });
  });

/** A version as staff send it: money in minor units, the day it takes effect in Nairobi. */
export const UtilityTariffInputSchema = z
  .object({
    service: z.enum(UTILITY_SERVICES, { error: 'Choose water or electricity.' }),
    customer_class: z.enum(CUSTOMER_CLASSES, {
      error: 'Choose domestic, commercial or industrial.',
    }),
    effective_from: calendarDate,
    /** The gazette notice or board resolution that set it. */
    reference: requiredText(200),
    fixed_charge: minorUnits(),
    minimum_charge: minorUnits(),
    sewerage_percent: wholeNumber(0, 100, tariffMessages.sewerage),
    tax_category: z.enum(TAX_CATEGORIES, { error: 'Choose standard, exempt or zero-rated.' }),
    blocks: TariffBlocksSchema,
  })
  .refine((tariff) => tariff.service === 'water' || tariff.sewerage_percent === 0, {
    message: tariffMessages.noSewerageOnElectricity,
    path: ['sewerage_percent'],
  });
export type UtilityTariffInput = z.input<typeof UtilityTariffInputSchema>;
export type UtilityTariffValues = z.output<typeof UtilityTariffInputSchema>;

const tariffFields = {
  id: z.number().int(),
  service: z.enum(UTILITY_SERVICES),
  customer_class: z.enum(CUSTOMER_CLASSES),
  effective_from: z.string(),
  reference: z.string(),
  fixed_charge: z.number().int(),
  minimum_charge: z.number().int(),
  sewerage_percent: z.number().int(),
  tax_category: z.enum(TAX_CATEGORIES),
  /** Basis points of its tax category: 1600 for 16 % VAT. */
  tax_rate_bps: z.number().int(),
  blocks: z.array(z.object({ from: z.number(), to: z.number().nullable(), rate: z.number() })),
  /** Whether it is the version in force today, a Nairobi day, at the time of the answer. */
  in_force: z.boolean(),
};

/** A version as staff read it. */
export const UtilityTariffSchema = z.object({
  ...tariffFields,
  /** Whether it has charged a bill: then it is kept as it is. */
  billed: z.boolean(),
  /** The version that follows it, in force or announced; null for the latest. */
  superseded_by: z.number().int().nullable(),
  ...auditFields,
});
export type UtilityTariff = z.infer<typeof UtilityTariffSchema>;

/** What anyone may read of a version: nothing of who keeps it. */
export const PublicUtilityTariffSchema = z.object(tariffFields);
export type PublicUtilityTariff = z.infer<typeof PublicUtilityTariffSchema>;

/** The list's page and filters; newest effective first. */
export const UtilityTariffQuerySchema = PageQuerySchema.omit({ search_term: true }).extend({
  service: z.enum(UTILITY_SERVICES, { error: 'Choose water or electricity.' }).optional(),
  customer_class: z
    .enum(CUSTOMER_CLASSES, { error: 'Choose domestic, commercial or industrial.' })
    .optional(),
});

const UtilityTariffAnswerSchema = envelopeSchema(UtilityTariffSchema);

export const utilityTariffCalls = {
  list: defineCall({
    method: 'GET',
    path: '/utility-tariffs',
    summary: 'Tariff versions, newest effective first, narrowed to a service and customer class',
    query: UtilityTariffQuerySchema,
    answer: paginatedSchema(UtilityTariffSchema),
    refusals: [401, 403, 422],
  }),
  create: defineCall({
    method: 'POST',
    path: '/utility-tariffs',
    summary: 'Add a version of a tariff, taking effect on its day',
    body: UtilityTariffInputSchema,
    answer: UtilityTariffAnswerSchema,
    status: 201,
    refusals: [401, 403, 409, 422],
  }),
  show: defineCall({
    method: 'GET',
    path: '/utility-tariffs/:id',
    summary: 'One tariff version',
    params: IdParamsSchema,
    answer: UtilityTariffAnswerSchema,
    refusals: [401, 403, 404],
  }),
  update: defineCall({
    method: 'PUT',
    path: '/utility-tariffs/:id',
    summary: 'Change a version that has charged no bill',
    params: IdParamsSchema,
    body: UtilityTariffInputSchema,
    answer: UtilityTariffAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/utility-tariffs/:id',
    summary: 'Delete a version that has charged no bill',
    params: IdParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404, 409],
  }),
  current: defineCall({
    method: 'GET',
    path: PUBLIC_PATHS.utilityTariffs,
    summary:
      'The tariff versions in force today and those announced, by service and class: no sign-in',
    answer: envelopeSchema(z.array(PublicUtilityTariffSchema)),
    refusals: [],
  }),
};
