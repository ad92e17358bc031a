import { z } from 'zod';
import { defineCall } from './call';
import { QUARTER_PATTERN, quarterLastDay, shiftDay } from './calendar';
import { envelopeSchema } from './envelope';
import { requiredId } from './fields';
import { minorUnits } from './money';
import { IdParamsSchema } from './records';

/*
 * A vendor partnership's quarterly revenue return and the authority's share of it (docs/
 * product.md, "The vendor partnership"): filed for every quarter, nil when nothing was earned,
 * replaced rather than edited, and invoiced like any other money owed to the authority.
 */

/** Days after a quarter's end its return may still be filed before it is overdue. */
export const RETURN_DAYS = 30;

/** The last day a quarter's return is on time: 30 days after the quarter ends. */
export const returnDueOn = (quarter: string): string =>
  shiftDay(quarterLastDay(quarter), RETURN_DAYS);

/**
 * The authority's share of `revenue` (minor units) at `bps` basis points, in whole minor units:
 * the exact product rounded half up, in integer arithmetic, once, on the return's total. So
 * 1,000.05 at 10 % is 100.01 (100.005 rounded up), never the sum of rounded lines.
 */
export function shareOf(revenue: number, bps: number): number {
  return Number((BigInt(revenue) * BigInt(bps) + 5_000n) / 10_000n);
}

export const revenueMessages = {
  notFound: 'Revenue return not found.',
  quarter: 'Enter a quarter as YYYY-Qn, for example 2026-Q4.',
  quarterOfPartnership: 'Choose a quarter of the partnership that has ended or ends today.',
  alreadyFiled: (quarter: string) =>
    `A return for ${quarter} is already filed: replace it to change it.`,
  replaced: 'This return has been replaced: replace the one that stands.',
  solution: 'Choose a solution offered through this partnership.',
  solutionTwice: 'Give each solution once.',
  byVendor: 'Only the vendor files its returns.',
} as const;

const LinesSchema = z
  .array(
    z.object({
      solution_id: requiredId,
      /** Revenue earned through the partnership in the quarter, in minor units. */
      revenue: minorUnits(0),
    }),
  )
  .max(100);

/** A quarter's return; no lines is a nil return, filed as such. */
export const RevenueReturnInputSchema = z.object({
  quarter: z
    .string({ error: revenueMessages.quarter })
    .regex(QUARTER_PATTERN, revenueMessages.quarter),
  lines: LinesSchema,
});
export type RevenueReturnInput = z.input<typeof RevenueReturnInputSchema>;

export const ReplaceReturnInputSchema = z.object({ lines: LinesSchema });

export const RevenueReturnSchema = z.object({
  id: z.number().int(),
  partnership_id: z.number().int(),
  quarter: z.string(),
  version: z.number().int(),
  /** `filed` while it stands; `replaced` once a later version does. */
  status: z.enum(['filed', 'replaced']),
  nil: z.boolean(),
  lines: z.array(
    z.object({ solution_id: z.number().int(), solution: z.string(), revenue: z.number() }),
  ),
  revenue: z.number(),
  currency: z.string(),
  share_bps: z.number().int(),
  share: z.number(),
  /** What earlier versions' invoices had been paid, counted towards this one's share. */
  credited: z.number(),
  /** What was paid beyond this version's share, owed back to the vendor. */
  credit_due: z.number(),
  invoice: z
    .object({
      id: z.number().int(),
      number: z.string(),
      amount: z.number(),
      paid: z.number(),
      status: z.string(),
    })
    .nullable(),
  filed_by: z.string().nullable(),
  filed_at: z.string(),
});
export type RevenueReturn = z.infer<typeof RevenueReturnSchema>;

/** Where a quarter of the partnership stands for its return. */
export const ReturnDueSchema = z.object({
  quarter: z.string(),
  due_on: z.string(),
  filed: z.boolean(),
  /** Not filed and past its due date, by the clock at the time of the answer. */
  overdue: z.boolean(),
});

export const revenueCalls = {
  file: defineCall({
    method: 'POST',
    path: '/vendor-partnerships/:id/revenue-returns',
    summary: "The vendor files a quarter's revenue return; no lines is a nil return",
    params: IdParamsSchema,
    body: RevenueReturnInputSchema,
    answer: envelopeSchema(RevenueReturnSchema),
    status: 201,
    refusals: [401, 403, 404, 409, 422],
  }),
  replace: defineCall({
    method: 'POST',
    path: '/vendor-revenue-returns/:id/replace',
    summary: "The vendor replaces a filed return; the old one's invoice is voided or credited",
    params: IdParamsSchema,
    body: ReplaceReturnInputSchema,
    answer: envelopeSchema(RevenueReturnSchema),
    status: 201,
    refusals: [401, 403, 404, 409, 422],
  }),
};
