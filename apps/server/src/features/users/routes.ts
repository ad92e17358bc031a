import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@portal/shared/records';
import { UserAnswerSchema, UserLookupsAnswerSchema, userList } from '@portal/shared/users';
import { errorResponses, ok } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import { registerListing } from '../../lib/listing';
import { wholeTable } from '../../lib/row-counts';
import { actorOf, guards } from '../../plugins/authentication';
import { bearerSecurity } from '../../lib/http/api-security';
import { accountRoutes } from './account-routes';
import { formRoutes } from './form-routes';
import { canViewUser, seesVerificationCode } from './policy';
import { findUser, userIds, userLookups, usersById } from './queries';

/** The users calls (decision record 0013): administrators only, but for reading oneself. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const { db } = database;

  registerListing(app, {
    listing: userList,
    tag: 'users',
    guard: guards.permitted('users.view'),
    ids: (term) => userIds(database, term),
    rows: (ids) => usersById(db, ids),
    total: wholeTable('users'),
  });

  app.get(
    '/unpaginated-items-users',
    {
      onRequest: guards.permitted('users.manage'),
      schema: {
        tags: ['users'],
        summary: 'Committees, committee roles, roles, account types and statuses for the forms',
        security: bearerSecurity,
        response: { 200: UserLookupsAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ok(await userLookups(db)),
  );

  app.get(
    '/users/:id',
    {
      onRequest: guards.account,
      schema: {
        tags: ['users'],
        summary: 'One user: administrators, and the user themself',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: UserAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      // Before the look-up, so that whether a user exists is no one else's business.
      if (!canViewUser(actor, id)) throw forbidden('You can only view your own account.');
      const user = await findUser(db, id);
      return ok(seesVerificationCode(actor, id) ? user : { ...user, verification_code: null });
    },
  );

  await app.register(formRoutes);
  await app.register(accountRoutes);
};
