import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { APPLICATION_STAGES } from './land-journey';

/**
 * The staff's work at a glance, counted over the applications the caller may list.
 * `open_invoices` is null to whoever does not record payments.
 */
export const ApplicationWorkSchema = z.object({
  /** Every stage, with how many applications are in it (a stage with none counts 0). */
  stages: z.array(z.object({ stage: z.enum(APPLICATION_STAGES), count: z.number().int() })),
  overdue: z.number().int(),
  /** Under evaluation by a committee the caller sits on, and not yet scored by them. */
  to_score: z.number().int(),
  open_invoices: z.number().int().nullable(),
});
export type ApplicationWork = z.infer<typeof ApplicationWorkSchema>;
export const ApplicationWorkAnswerSchema = envelopeSchema(ApplicationWorkSchema);
