import { z } from 'zod';
import { envelopeSchema, paginatedSchema } from './envelope';
import { requiredId, requiredText } from './fields';
import { PermissionListSchema } from './permissions';
import { auditFields } from './records';

/**
 * POST /roles (name required). `permissions` is optional so that a client that only names roles
 * keeps working: a new role then grants nothing, a renamed one keeps what it had.
 */
export const RoleInputSchema = z.object({
  name: requiredText(100),
  permissions: PermissionListSchema.optional(),
});
export type RoleInput = z.input<typeof RoleInputSchema>;

/** PUT /roles/{id}: the id travels in the body too. */
export const RoleUpdateSchema = RoleInputSchema.extend({ id: requiredId });
export type RoleUpdateInput = z.input<typeof RoleUpdateSchema>;

export const RoleSchema = z.object({ id: z.number().int(), name: z.string(), ...auditFields });
export type RoleRecord = z.infer<typeof RoleSchema>;

/** One role as GET /roles/{id}, create and update answer it: with the keys it grants. */
export const RoleDetailSchema = RoleSchema.extend({ permissions: z.array(z.string()) });
export type RoleDetail = z.infer<typeof RoleDetailSchema>;

export const RoleAnswerSchema = envelopeSchema(RoleDetailSchema);
export const RoleListAnswerSchema = paginatedSchema(RoleSchema);
