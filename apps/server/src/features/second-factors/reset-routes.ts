import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { secondFactorCalls } from '@portal/shared/second-factors';
import { secondFactorMail } from '@server/domain/account-mails';
import { removePasskeys } from '@server/domain/second-factors/passkeys';
import { removeRecoveryCodes } from '@server/domain/second-factors/recovery-codes';
import { hasSecondFactor, secondFactorsOf } from '@server/domain/second-factors/state';
import { removeTotp } from '@server/domain/second-factors/totp';
import { auditTrail } from '@server/lib/audit/trail';
import { okMessage } from '@server/lib/envelope';
import { conflict, forbidden, notFound } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { revokeUserSessions } from '@server/lib/sessions';
import { guards } from '@server/plugins/authentication';

/**
 * DELETE /users/{id}/mfa: an administrator removes the second factors of an owner who lost every
 * one, once sure of who they are; how is kept on the audit trail (docs/product.md, "Two-step
 * sign-in"). The owner is signed out everywhere and sets them up again at the next sign-in.
 */
export const secondFactorResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { outbox } = app;
  const { db } = database;

  app.route({
    ...declared(secondFactorCalls.resetSecondFactors, { tag: 'second-factors' }),
    onRequest: guards.permitted('users.manage'),
    preHandler: guards.recentlyAuthenticated,
    handler: async (request) => {
      const { user: administrator } = actorOf(request);
      const owner = await db
        .selectFrom('users')
        .select(['id', 'email', 'name'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!owner) throw notFound('User not found.');
      if (owner.id === administrator.id) {
        throw forbidden('Change your own second factors in your security settings.');
      }
      if (!hasSecondFactor(await secondFactorsOf(db, owner.id))) {
        throw conflict('This account has no second factor to reset.');
      }
      await db.transaction().execute(async (trx) => {
        await removeTotp(trx, owner.id);
        await removePasskeys(trx, owner.id);
        await removeRecoveryCodes(trx, owner.id);
        await revokeUserSessions(trx, clock, owner.id);
        await auditTrail(request).note(trx, 'user.second_factors_reset', owner.id, {
          identity_check: { before: null, after: request.body.identity_check },
        });
        await outbox.queueMail(
          trx,
          secondFactorMail(owner.email, owner.name, 'reset-by-administrator'),
        );
      });
      return okMessage(
        `The second factors of ${owner.name} were removed, and every session of theirs ended.`,
      );
    },
  });
};
