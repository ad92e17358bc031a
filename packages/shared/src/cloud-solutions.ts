import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, paginatedSchema } from './envelope';
import { PageQuerySchema } from './pagination';
import { PUBLIC_PATHS } from './public-paths';
import { CertificationAnswerSchema } from './vendor-applications';
import { REVIEW_STATUSES, SOLUTION_CATEGORIES } from './vendor-journey';
import { applicationMessages } from './application-messages';

/*
 * The public register of cloud solutions (docs/product.md, "Software and cloud vendors"): every
 * solution with a decision, its status today and its history, so that anyone holding a printed
 * decision can check it still stands. Nothing personal: no contact, no birth date, no member's
 * score.
 */

export const RegisterEntrySchema = z.object({
  code: z.string(),
  vendor: z.string(),
  solution: z.string(),
  category: z.enum(SOLUTION_CATEGORIES),
  data_location_country: z.string(),
  data_location_facility: z.string(),
  certifications: z.array(CertificationAnswerSchema),
  status: z.enum(REVIEW_STATUSES),
  conditions: z.array(z.object({ text: z.string(), due_on: z.string() })),
  /** 'YYYY-MM-DD', Nairobi: the day of its first decision. */
  decided_on: z.string(),
});
export type RegisterEntry = z.infer<typeof RegisterEntrySchema>;

export const StatusChangeSchema = z.object({
  from_status: z.enum(REVIEW_STATUSES).nullable(),
  to_status: z.enum(REVIEW_STATUSES),
  at: z.string(),
});

/** One solution with its history, oldest first: what `/verify/{code}` shows. */
export const RegisterRecordSchema = RegisterEntrySchema.extend({
  history: z.array(StatusChangeSchema),
});
export type RegisterRecord = z.infer<typeof RegisterRecordSchema>;

/** A line of the feed: a solution's status changed. */
export const RegisterChangeSchema = StatusChangeSchema.extend({
  code: z.string(),
  vendor: z.string(),
  solution: z.string(),
});
export type RegisterChange = z.infer<typeof RegisterChangeSchema>;

export const RegisterQuerySchema = PageQuerySchema.extend({
  status: z.enum(REVIEW_STATUSES, { error: applicationMessages.choice }).optional(),
  category: z.enum(SOLUTION_CATEGORIES, { error: applicationMessages.choice }).optional(),
});
export type RegisterQuery = z.input<typeof RegisterQuerySchema>;

export const cloudSolutionCalls = {
  list: defineCall({
    method: 'GET',
    path: PUBLIC_PATHS.cloudSolutions,
    summary: 'The register: every decided solution, searchable, by status and category',
    query: RegisterQuerySchema,
    answer: paginatedSchema(RegisterEntrySchema),
    refusals: [422, 429],
  }),
  changes: defineCall({
    method: 'GET',
    path: PUBLIC_PATHS.cloudSolutionChanges,
    summary: 'The last changes of status in the register, newest first',
    answer: envelopeSchema(z.array(RegisterChangeSchema)),
    refusals: [429],
  }),
  verify: defineCall({
    method: 'GET',
    path: PUBLIC_PATHS.cloudSolution,
    summary: "A solution's status today and its history, by the code printed on its decision",
    params: z.object({ code: z.string().max(100) }),
    answer: envelopeSchema(RegisterRecordSchema),
    refusals: [404, 429],
  }),
};
