import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import { IdParamsSchema } from '@portal/shared/records';
import { AccountStatusUpdateSchema, UserAnswerSchema } from '@portal/shared/users';
import { auditTrail } from '../../lib/audit/trail';
import { errorResponses, ok, okMessage } from '../../lib/envelope';
import { ensureBodyIdMatchesPath } from '../../lib/record-ids';
import { actorOf, guards } from '../../plugins/authentication';
import { bearerSecurity } from '../../lib/http/api-security';
import { changeKeepingAnAdministrator, deleteUser, setAccountStatus } from './changes';
import { ensureMayActOn } from './grants';
import { deletionRefusal, statusChangeRefusal } from './policy';
import { findUser } from './queries';
import { ensureStatusListed } from './references';

/** DELETE /users/{id} and POST /update-account-status/{id}, which never leave no administrator. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  app.delete(
    '/users/:id',
    {
      onRequest: guards.permitted('users.manage'),
      schema: {
        tags: ['users'],
        summary:
          'Delete a user, their sessions and API keys (not yourself, not the last administrator)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/update-account-status/:id',
    {
      onRequest: guards.permitted('users.status'),
      schema: {
        tags: ['users'],
        summary: 'Activate or block a user; blocking signs them out everywhere',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: AccountStatusUpdateSchema,
        response: { 200: UserAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
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
  );
};
