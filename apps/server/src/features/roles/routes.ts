import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role } from '@portal/shared/constants';
import { PERMISSION_KEYS, PERMISSIONS, type Permission } from '@portal/shared/permissions';
import { roleCalls, roleList } from '@portal/shared/roles';
import { isForeignKeyViolation } from '@server/db/errors';
import { auditTrail } from '@server/lib/audit/trail';
import { ok, okMessage } from '@server/lib/envelope';
import { conflict, validationFailed } from '@server/lib/errors';
import { registerListing } from '@server/lib/listing';
import { ensureBodyIdMatchesPath } from '@server/lib/record-ids';
import { missingFrom } from '@server/lib/permissions';
import { uniqueName } from '@server/lib/unique-name';
import { actorOf, type Actor } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import {
  deleteRole,
  findRole,
  insertRole,
  otherActiveHolders,
  renameRole,
  replacePermissions,
  roleRows,
  roleIds,
  usersHoldingRole,
} from './queries';

// The seeded roles 1 to 6 carry meaning in code: they can be renamed, never deleted
// (docs/product.md, "Roles").
const builtInRoles = new Set<number>(Object.values(Role));

/**
 * Nobody changes what a role grants beyond what they hold themselves (record 0029). Said on the
 * field, as a 422: a 403 would tell the web app that the session itself is refused.
 */
function ensureWithinOwn(actor: Actor, changed: Iterable<Permission>): void {
  const missing = missingFrom(actor.permissions, changed);
  if (missing.length > 0) {
    throw validationFailed({
      permissions: [
        `You cannot grant or withdraw a permission you do not hold: ${missing.join(', ')}.`,
      ],
    });
  }
}

/** What a role may be made to grant, beyond the grant rule itself (record 0029). */
function ensureGrantable(id: number, permissions: readonly Permission[]): void {
  if (id === Role.Administrator && permissions.length !== PERMISSION_KEYS.length) {
    throw conflict('The Administrator role holds every permission: none can be taken from it.');
  }
  // Every self-registered account holds role 2 before anyone has looked at it.
  if (id === Role.RegisteredUser && permissions.length > 0) {
    throw conflict(
      'Registered User is the role of every new sign-up: it cannot grant permissions.',
    );
  }
}

/** Roles and what they grant: holders of `roles.manage` (docs/product.md, "Roles"). */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  const guard = guards.permitted('roles.manage');

  registerListing(app, {
    listing: roleList,
    tag: 'roles',
    guard,
    ids: (term) => roleIds(db, term),
    rows: (ids) => roleRows(db).where('roles.id', 'in', ids).execute(),
  });

  const roleName = uniqueName(db, 'roles', 'role');

  app.route({
    ...declared(roleCalls.permissions, { tag: 'roles' }),
    onRequest: guards.account,
    handler: async () =>
      ok(PERMISSIONS.map(({ key, description, group }) => ({ key, description, group }))),
  });

  app.route({
    ...declared(roleCalls.create, { tag: 'roles' }),
    onRequest: guard,
    handler: async (request, reply) => {
      const { name, permissions = [] } = request.body;
      const actor = actorOf(request);
      ensureWithinOwn(actor, permissions);
      if (permissions.length > 0) await guards.recentlyAuthenticated(request);
      const id = await roleName.save(name, () =>
        db.transaction().execute((trx) =>
          auditTrail(request).creation(trx, 'role.created', async () => {
            const created = await insertRole(trx, clock, name, actor.user.id);
            await replacePermissions(trx, created, permissions);
            return created;
          }),
        ),
      );
      return reply.status(201).send(ok(await findRole(db, id), 'Role created successfully.'));
    },
  });

  app.route({
    ...declared(roleCalls.show, { tag: 'roles' }),
    onRequest: guard,
    handler: async (request) => {
      return ok(await findRole(db, request.params.id));
    },
  });

  app.route({
    ...declared(roleCalls.update, { tag: 'roles' }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      const { name, permissions } = request.body;
      const actor = actorOf(request);
      ensureBodyIdMatchesPath(id, request.body.id, 'role');
      const before = await findRole(db, id);
      const granted = new Set<string>(before.permissions);
      const wanted = new Set<string>(permissions ?? before.permissions);
      const added = PERMISSION_KEYS.filter((key) => wanted.has(key) && !granted.has(key));
      const withdrawn = PERMISSION_KEYS.filter((key) => granted.has(key) && !wanted.has(key));
      if (permissions) {
        ensureGrantable(id, permissions);
        ensureWithinOwn(actor, [...added, ...withdrawn]);
      }
      // Granting is a sensitive change: it asks for a recent proof of who is asking (record 0065).
      if (added.length > 0) await guards.recentlyAuthenticated(request);
      const lockout =
        withdrawn.includes('roles.manage') &&
        actor.user.role_id === id &&
        (await otherActiveHolders(db, 'roles.manage', actor.user.id)) === 0;
      if (lockout) {
        throw conflict(
          'You are the last active holder of roles.manage: give it to someone else before you drop it.',
        );
      }
      await roleName.save(
        name,
        () =>
          db.transaction().execute((trx) =>
            auditTrail(request).change(trx, 'role.updated', id, async () => {
              await renameRole(trx, clock, id, name, actor.user.id);
              if (permissions && id !== Role.Administrator) {
                await replacePermissions(trx, id, permissions);
              }
            }),
          ),
        id,
      );
      return ok(await findRole(db, id), 'Role updated successfully.');
    },
  });

  app.route({
    ...declared(roleCalls.remove, { tag: 'roles' }),
    onRequest: guard,
    handler: async (request) => {
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
        await db
          .transaction()
          .execute((trx) =>
            auditTrail(request).change(trx, 'role.deleted', id, () => deleteRole(trx, id)),
          );
      } catch (error) {
        // A user was given the role between the count and the delete.
        if (isForeignKeyViolation(error)) throw held();
        throw error;
      }
      return okMessage('Role deleted successfully.');
    },
  });
};
