import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userCalls } from '@portal/shared/users';
import { auditTrail } from '@server/lib/audit/trail';
import { ok, okMessage } from '@server/lib/envelope';
import { ensureBodyIdMatchesPath } from '@server/lib/record-ids';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { deleteUser, setAccountStatus } from '@server/domain/users/account-records';
import { changeKeepingAnAdministrator } from './last-administrator';
import { ensureMayActOn } from './grants';
import { deletionRefusal, statusChangeRefusal } from './policy';
import { findUser } from './queries';
import { ensureStatusListed } from './references';

/** DELETE /users/{id} and POST /update-account-status/{id}, which never leave no administrator. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  app.route({
    ...declared(userCalls.remove, { tag: 'users' }),
    onRequest: guards.permitted('users.manage'),
    handler: async (request) => {
      const { user: actor } = actorOf(request);
      const { id } = request.params;
      await ensureMayActOn(db, actorOf(request), id, 'delete this account');
      await changeKeepingAnAdministrator(database, id, {
        refusal: (target, others) => deletionRefusal(actor, target, others),
        change: (trx, target) =>
          auditTrail(request).change(trx, 'user.deleted', target.id, () =>
            deleteUser(trx, target.id),
          ),
      });
      return okMessage('User deleted successfully.');
    },
  });

  app.route({
    ...declared(userCalls.updateStatus, { tag: 'users' }),
    onRequest: guards.permitted('users.status'),
    handler: async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const { user: actor } = actorOf(request);
      ensureBodyIdMatchesPath(id, request.body.id, 'user');
      await ensureMayActOn(db, actorOf(request), id, 'change this account');
      await findUser(db, id);
      await ensureStatusListed(db, status);
      await changeKeepingAnAdministrator(database, id, {
        refusal: (target, others) => statusChangeRefusal(actor, target, status, others),
        change: (trx) =>
          auditTrail(request).change(trx, 'user.status_changed', id, () =>
            setAccountStatus(trx, clock, id, status, actor.id),
          ),
      });
      return ok(await findUser(db, id), 'Account status updated successfully.');
    },
  });
};
