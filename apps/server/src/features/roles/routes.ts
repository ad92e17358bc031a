import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role } from '@portal/shared/constants';
import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import { IdParamsSchema } from '@portal/shared/records';
import {
  RoleAnswerSchema,
  RoleInputSchema,
  RoleSchema,
  RoleUpdateSchema,
} from '@portal/shared/roles';
import { isForeignKeyViolation } from '../../db/errors';
import { errorResponses, ok, okMessage } from '../../lib/envelope';
import { conflict } from '../../lib/errors';
import { registerListing } from '../../lib/listing';
import { ensureBodyIdMatchesPath } from '../../lib/record-ids';
import { uniqueName } from '../../lib/unique-name';
import { actorOf, guards } from '../../plugins/authentication';
import { bearerSecurity } from '../../plugins/openapi';
import {
  deleteRole,
  findRole,
  insertRole,
  renameRole,
  roleRows,
  roleIds,
  usersHoldingRole,
} from './queries';

// The seeded roles 1 to 6 carry meaning in code: they can be renamed, never deleted
// (docs/product.md, "Roles").
const builtInRoles = new Set<number>(Object.values(Role));

/** Roles of the back office: administrators only (docs/product.md, "Roles"). */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  const guard = guards.administrator;

  registerListing(app, {
    things: 'roles',
    noun: { one: 'role', many: 'roles' },
    tag: 'roles',
    row: RoleSchema,
    guard,
    ids: (term) => roleIds(db, term),
    rows: (ids) => roleRows(db).where('roles.id', 'in', ids).execute(),
  });

  const roleName = uniqueName(db, 'roles', 'role');

  app.post(
    '/roles',
    {
      onRequest: guard,
      schema: {
        tags: ['roles'],
        summary: 'Create a role',
        security: bearerSecurity,
        body: RoleInputSchema,
        response: { 201: RoleAnswerSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const { name } = request.body;
      const id = await roleName.save(name, () =>
        insertRole(db, clock, name, actorOf(request).user.id),
      );
      return reply.status(201).send(ok(await findRole(db, id), 'Role created successfully.'));
    },
  );

  app.get(
    '/roles/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['roles'],
        summary: 'One role',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: RoleAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      return ok(await findRole(db, request.params.id));
    },
  );

  app.put(
    '/roles/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['roles'],
        summary: 'Rename a role',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: RoleUpdateSchema,
        response: { 200: RoleAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { name } = request.body;
      ensureBodyIdMatchesPath(id, request.body.id, 'role');
      await findRole(db, id);
      await roleName.save(
        name,
        () => renameRole(db, clock, id, name, actorOf(request).user.id),
        id,
      );
      return ok(await findRole(db, id), 'Role updated successfully.');
    },
  );

  app.delete(
    '/roles/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['roles'],
        summary: 'Delete a role that nobody holds (the six built-in roles stay)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const role = await findRole(db, id);
      if (builtInRoles.has(id)) {
        throw conflict(`"${role.name}" is a built-in role: it can be renamed, not deleted.`);
      }
      const holders = await usersHoldingRole(db, id);
      const held = () =>
        conflict(
          `"${role.name}" is held by ${holders || 'some'} user(s): give them another role first.`,
        );
      if (holders > 0) throw held();
      try {
        await deleteRole(db, id);
      } catch (error) {
        // A user was given the role between the count and the delete.
        if (isForeignKeyViolation(error)) throw held();
        throw error;
      }
      return okMessage('Role deleted successfully.');
    },
  );
};
