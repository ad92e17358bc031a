import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, MessageEnvelopeSchema } from './envelope';
import { requiredId, requiredText } from './fields';
import { listingCalls } from './listing';
import { PermissionCatalogueAnswerSchema, PermissionListSchema } from './permissions';
import { auditFields, IdParamsSchema } from './records';

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

/** The roles list and its search. */
export const roleList = listingCalls('roles', { one: 'role', many: 'roles' }, RoleSchema);

/** The calls on roles and what they may grant (docs/product.md, "Roles"). */
export const roleCalls = {
  permissions: defineCall({
    method: 'GET',
    path: '/permissions',
    summary: 'Every permission a role can grant, with what it allows',
    answer: PermissionCatalogueAnswerSchema,
    refusals: [401, 403],
  }),
  create: defineCall({
    method: 'POST',
    path: '/roles',
    summary: 'Create a role granting `permissions` (none if left out)',
    body: RoleInputSchema,
    answer: RoleAnswerSchema,
    status: 201,
    refusals: [401, 403, 409, 422],
  }),
  show: defineCall({
    method: 'GET',
    path: '/roles/:id',
    summary: 'One role',
    params: IdParamsSchema,
    answer: RoleAnswerSchema,
    refusals: [401, 403, 404],
  }),
  update: defineCall({
    method: 'PUT',
    path: '/roles/:id',
    summary: 'Rename a role and, when `permissions` is sent, set what it grants',
    params: IdParamsSchema,
    body: RoleUpdateSchema,
    answer: RoleAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/roles/:id',
    summary: 'Delete a role that nobody holds (the six built-in roles stay)',
    params: IdParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404, 409],
  }),
};
