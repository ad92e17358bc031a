import { z } from 'zod';
import { envelopeSchema, paginatedSchema } from './envelope';
import { requiredId, requiredText } from './fields';
import { auditFields } from './records';

/** POST /roles (name required). */
export const RoleInputSchema = z.object({ name: requiredText(100) });
export type RoleInput = z.input<typeof RoleInputSchema>;

/** PUT /roles/{id}: the id travels in the body too. */
export const RoleUpdateSchema = RoleInputSchema.extend({ id: requiredId });
export type RoleUpdateInput = z.input<typeof RoleUpdateSchema>;

export const RoleSchema = z.object({ id: z.number().int(), name: z.string(), ...auditFields });
export type RoleRecord = z.infer<typeof RoleSchema>;

export const RoleAnswerSchema = envelopeSchema(RoleSchema);
export const RoleListAnswerSchema = paginatedSchema(RoleSchema);
