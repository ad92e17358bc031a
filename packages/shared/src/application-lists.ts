import { z } from 'zod';
import { applicationMessages } from './application-messages';
import { paginatedSchema } from './envelope';
import { APPLICATION_STAGES } from './land-journey';
import { PageQuerySchema } from './pagination';

/*
 * The lists of applications: the applicant's My applications, the staff queue and a member's To
 * evaluate list, one list seen from three sides.
 */

/** A list's filter by a record's id (a committee, a call), as the query string gives it. */
export const idFilter = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, applicationMessages.choice)
  .transform(Number)
  .optional();

const yesOrNo = z.enum(['true', 'false'], { error: applicationMessages.choice }).optional();

/** The filters of every journey's queue beside its stage and its own. */
export const queueFilters = {
  overdue: yesOrNo,
  /** Only those assigned to a committee the caller sits on: the To evaluate list. */
  to_evaluate: yesOrNo,
};

/** Paging and search of every list, and the queue's filters. */
export const ApplicationQuerySchema = PageQuerySchema.extend({
  stage: z.enum(APPLICATION_STAGES, { error: applicationMessages.choice }).optional(),
  committee_id: idFilter,
  ...queueFilters,
});
export type ApplicationQuery = z.infer<typeof ApplicationQuerySchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** What a row of every journey's lists says, beside its stage and its own fields. */
export const listedApplicationFields = {
  id: z.number().int(),
  reference: z.string(),
  organisation_name: z.string().nullable(),
  applicant: person.nullable(),
  committee: person.nullable(),
  stage_entered_at: z.string(),
  /** Calendar days, or working days where the stage's target counts those. */
  days_in_stage: z.number().int(),
  target_days: z.number().int().nullable(),
  overdue: z.boolean(),
  updated_at: z.string(),
  /** Whether the caller has a scorecard on it: what a member's To evaluate list shows. */
  scored_by_viewer: z.boolean(),
};

/** A row of the applications lists. */
export const ApplicationRowSchema = z.object({
  ...listedApplicationFields,
  stage: z.enum(APPLICATION_STAGES),
  project_title: z.string().nullable(),
});
export type ApplicationRow = z.infer<typeof ApplicationRowSchema>;

export const ApplicationListAnswerSchema = paginatedSchema(ApplicationRowSchema);
