import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userCalls, userList } from '@portal/shared/users';
import { ok } from '@server/lib/envelope';
import { forbidden } from '@server/lib/errors';
import { registerListing } from '@server/lib/listing';
import { wholeTable } from '@server/lib/row-counts';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
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

  app.route({
    ...declared(userCalls.lookups, { tag: 'users' }),
    onRequest: guards.permitted('users.manage'),
    handler: async () => ok(await userLookups(db)),
  });

  app.route({
    ...declared(userCalls.show, { tag: 'users' }),
    onRequest: guards.account,
    handler: async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      // Before the look-up, so that whether a user exists is no one else's business.
      if (!canViewUser(actor, id)) throw forbidden('You can only view your own account.');
      const user = await findUser(db, id);
      return ok(seesVerificationCode(actor, id) ? user : { ...user, verification_code: null });
    },
  });

  await app.register(formRoutes);
  await app.register(accountRoutes);
};
