import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionCalls } from '@portal/shared/sessions';
import { auditTrail } from '@server/lib/audit/trail';
import { ok, okMessage } from '@server/lib/envelope';
import { notFound } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { revokeSession, revokeUserSessions } from '@server/lib/sessions';
import { guards } from '@server/plugins/authentication';
import { openSessionsOf } from './queries';

const NO_SUCH_SESSION = 'No such open session.';

/**
 * The holder's own sessions, and an administrator's view of a user's (docs/product.md,
 * "Sessions"). An ended session stops at once on every instance (record 0065).
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  const manager = guards.permitted('users.manage');

  async function existingUser(id: number): Promise<{ id: number }> {
    const user = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!user) throw notFound('User not found.');
    return user;
  }

  app.route({
    ...declared(sessionCalls.list, { tag: 'sessions' }),
    preHandler: guards.account,
    handler: async (request) => {
      const { user, session } = actorOf(request);
      return ok(await openSessionsOf(db, clock, user.id, session.sessionId), 'Your sessions');
    },
  });

  app.route({
    ...declared(sessionCalls.end, { tag: 'sessions' }),
    preHandler: guards.account,
    handler: async (request) => {
      const { user } = actorOf(request);
      if (!(await revokeSession(db, clock, request.params.id, user.id))) {
        throw notFound(NO_SUCH_SESSION);
      }
      return okMessage('The session has been ended.');
    },
  });

  app.route({
    ...declared(sessionCalls.endOthers, { tag: 'sessions' }),
    preHandler: guards.account,
    handler: async (request) => {
      const { user, session } = actorOf(request);
      await revokeUserSessions(db, clock, user.id, session.sessionId);
      return okMessage('Every other session has been ended.');
    },
  });

  app.route({
    ...declared(sessionCalls.listOfUser, { tag: 'sessions' }),
    onRequest: manager,
    handler: async (request) => {
      const user = await existingUser(request.params.id);
      const { session } = actorOf(request);
      return ok(await openSessionsOf(db, clock, user.id, session.sessionId), 'Sessions');
    },
  });

  app.route({
    ...declared(sessionCalls.endOfUser, { tag: 'sessions' }),
    onRequest: manager,
    handler: async (request) => {
      const user = await existingUser(request.params.id);
      await db.transaction().execute(async (trx) => {
        if (!(await revokeSession(trx, clock, request.params.session, user.id))) {
          throw notFound(NO_SUCH_SESSION);
        }
        await auditTrail(request).note(trx, 'user.sessions_ended', user.id, {
          sessions: { before: null, after: [request.params.session] },
        });
      });
      return okMessage('The session has been ended.');
    },
  });

  app.route({
    ...declared(sessionCalls.endAllOfUser, { tag: 'sessions' }),
    onRequest: manager,
    handler: async (request) => {
      const user = await existingUser(request.params.id);
      await db.transaction().execute(async (trx) => {
        await revokeUserSessions(trx, clock, user.id);
        await auditTrail(request).note(trx, 'user.sessions_ended', user.id, {
          sessions: { before: null, after: 'all' },
        });
      });
      return okMessage('Every session of the user has been ended.');
    },
  });
};
