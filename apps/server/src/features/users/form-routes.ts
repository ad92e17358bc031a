import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditChanges } from '@portal/shared/audit';
import { userCalls } from '@portal/shared/users';
import { isForeignKeyViolation, isUniqueViolation } from '@server/db/errors';
import { ok } from '@server/lib/envelope';
import { dialCodeToSave } from '@server/domain/countries';
import { conflict } from '@server/lib/errors';
import { auditTrail } from '@server/lib/audit/trail';
import { hashPassword, unusablePasswordHash } from '@server/domain/password';
import { ensurePasswordNotGuessable } from '@server/domain/password-policy';
import { queuePasswordLink } from '@server/domain/password-reset';
import { ensureBodyIdMatchesPath } from '@server/lib/record-ids';
import { actorOf } from '@server/lib/http/actor';
import { permissionsOfRole } from '@server/lib/permissions';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { insertUser, updateUser } from '@server/domain/users/account-records';
import { changeKeepingAnAdministrator } from './last-administrator';
import { ensureMayActOn, ensureMayGiveRole } from './grants';
import { roleChangeRefusal } from './policy';
import { emailTaken, findUser } from './queries';
import { ensureChoicesExist } from './references';

const emailInUse = () => conflict('A user with this email already exists.');

/**
 * Runs a write the checks before it approved; what changed in between is refused by the database,
 * and said as the checks would have said it.
 */
async function explainingRefusals<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The email is the only unique column the forms write (the schema refuses committee twins).
    if (isUniqueViolation(error)) throw emailInUse();
    if (isForeignKeyViolation(error)) {
      throw conflict('A chosen role or committee has just been deleted: reload the form.');
    }
    throw error;
  }
}

/**
 * What an edit did to the password that no audited field shows: that it happened, never the
 * password (record 0029).
 */
function passwordActs(passwordSet: boolean, resetLinkSent: boolean): AuditChanges {
  return {
    ...(passwordSet && { password_set: { before: null, after: true } }),
    ...(resetLinkSent && { password_reset_link_sent: { before: null, after: true } }),
  };
}

/**
 * A sensitive change to an account asks for a recent proof of who is asking (record 0065):
 * giving it a role that grants anything, moving its email address, or setting its password.
 */
async function ensureRecentProofIfSensitive(
  request: FastifyRequest,
  stored: { email: string; role: number } | undefined,
  sent: {
    email: string;
    role: number;
    password?: string | null | undefined;
    reset_password?: boolean | undefined;
  },
): Promise<void> {
  const { db } = request.server.deps.database;
  const newRole = stored?.role !== sent.role;
  const grants = newRole && (await permissionsOfRole(db, sent.role)).size > 0;
  const sensitive =
    grants ||
    (stored !== undefined && stored.email !== sent.email) ||
    (stored !== undefined && Boolean(sent.password || sent.reset_password));
  if (sensitive) await guards.recentlyAuthenticated(request);
}

/**
 * POST /users and PUT /users/{id}: the create-user and edit-user forms (docs/product.md,
 * "Validation").
 */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  const guard = guards.permitted('users.manage');

  app.route({
    ...declared(userCalls.create, { tag: 'users' }),
    onRequest: guard,
    handler: async (request, reply) => {
      const values = request.body;
      await ensureMayGiveRole(db, actorOf(request), values.role);
      await ensureRecentProofIfSensitive(request, undefined, values);
      if (values.password) ensurePasswordNotGuessable(values.password, values);
      await ensureChoicesExist(db, values);
      if (await emailTaken(db, values.email)) throw emailInUse();
      const passwordHash = values.password
        ? await hashPassword(values.password)
        : await unusablePasswordHash();
      const id = await explainingRefusals(() =>
        db.transaction().execute(async (trx) => {
          const id = await auditTrail(request).creation(trx, 'user.created', () =>
            insertUser(trx, clock, values, passwordHash, actorOf(request).user.id),
          );
          // Without a password, the account is usable only through this link: both or neither.
          if (!values.password) {
            await queuePasswordLink(trx, app, { ...values, id }, 'new-account');
          }
          return id;
        }),
      );
      const user = await findUser(db, id);
      return reply.status(201).send(ok(user, 'User created successfully.'));
    },
  });

  app.route({
    ...declared(userCalls.update, { tag: 'users' }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      const sent = request.body;
      ensureBodyIdMatchesPath(id, sent.id, 'user');
      const actor = actorOf(request);
      await ensureMayActOn(db, actor, id, 'change this account');
      await ensureMayGiveRole(db, actor, sent.role);
      if (sent.password) ensurePasswordNotGuessable(sent.password, sent);
      const stored = await findUser(db, id);
      await ensureRecentProofIfSensitive(request, stored, sent);
      const values = {
        ...sent,
        country_code: dialCodeToSave(sent.country_code, stored.country, sent.phone),
      };
      await ensureChoicesExist(db, values);
      if (await emailTaken(db, values.email, id)) throw emailInUse();
      const passwordHash = values.password ? await hashPassword(values.password) : undefined;
      await explainingRefusals(() =>
        changeKeepingAnAdministrator(database, id, {
          refusal: (target, others) => roleChangeRefusal(target, values.role, others),
          change: async (trx, target) => {
            await auditTrail(request).change(
              trx,
              'user.updated',
              id,
              () => updateUser(trx, clock, target, values, passwordHash, actorOf(request).user.id),
              passwordActs(Boolean(passwordHash), values.reset_password),
            );
            if (values.reset_password) {
              await queuePasswordLink(trx, app, { ...values, id }, 'reset-by-administrator');
            }
          },
        }),
      );
      const user = await findUser(db, id);
      return ok(user, 'User updated successfully.');
    },
  });
};
