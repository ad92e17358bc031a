import { z } from 'zod';
import { envelopeSchema } from './envelope';

/**
 * What the application forms choose from. Parcels that are available, for the applicant's
 * preference and the offer; committees with their members, only to whoever may assign.
 */
export const ApplicationOptionsSchema = z.object({
  parcels: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      acre: z.string(),
      land_use: z.string(),
      zone: z.string(),
    }),
  ),
  committees: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      members: z.number().int(),
      /** Who sits on it: an applicant among them may not score or decide their application. */
      member_ids: z.array(z.number().int()),
    }),
  ),
});
export type ApplicationOptions = z.infer<typeof ApplicationOptionsSchema>;
export const ApplicationOptionsAnswerSchema = envelopeSchema(ApplicationOptionsSchema);
