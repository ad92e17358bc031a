import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@portal/shared/auth';
import { messages } from '@portal/shared/messages';
import { okMessage } from '@server/lib/envelope';
import { AppError, validationFailed } from '@server/lib/errors';
import { hashPassword, verifyPassword } from '@server/domain/password';
import { ensurePasswordNotGuessable } from '@server/domain/password-policy';
import {
  consumePasswordReset,
  findPasswordResetOwner,
  queuePasswordLink,
} from '@server/domain/password-reset';
import { revokeUserSessions } from '@server/lib/sessions';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { authLimits, limitPerAddress } from './limits';
import { setPassword } from '@server/domain/users/self-service';
import { findUserByEmail } from './queries';
import { claimSignInAttempt, clearSignInFailures } from './sign-in-limit';

/** POST /reset-password, /update-password and /change-password. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { limiter } = app;
  const { db } = database;

  app.route({
    ...declared(authCalls.resetPassword, { tag: 'auth', security: null }),
    onRequest: limitPerAddress,
    handler: async (request) => {
      const { email } = request.body;
      // Counted per address whether or not it has an account, so a 429 reveals nothing either.
      const { key, limit } = authLimits.resetMail(email);
      await limiter.consume(key, limit);
      const user = await findUserByEmail(db, email);
      if (user) {
        await db.transaction().execute((trx) => queuePasswordLink(trx, app, user, 'forgotten'));
      }
      return okMessage(
        'If an account exists for this email address, we have sent it a link to reset the password.',
      );
    },
  });

  app.route({
    ...declared(authCalls.updatePassword, { tag: 'auth', security: null }),
    onRequest: limitPerAddress,
    handler: async (request) => {
      const { password, remember_token } = request.body;
      // Checked before the token is used up, so that a refused password leaves the link working.
      const owner = await findPasswordResetOwner(db, remember_token);
      if (owner) ensurePasswordNotGuessable(password, owner);
      const userId = await consumePasswordReset(db, clock, remember_token);
      if (userId === undefined) {
        throw new AppError(
          400,
          'invalid_reset_token',
          'This password reset link is invalid or has expired. Ask for a new one.',
        );
      }
      const { email } = await setPassword(db, clock, userId, await hashPassword(password));
      await revokeUserSessions(db, clock, userId);
      await clearSignInFailures(db, email);
      return okMessage('Your password has been reset. You can now log in with it.');
    },
  });

  app.route({
    ...declared(authCalls.changePassword, { tag: 'auth' }),
    onRequest: limitPerAddress,
    preHandler: guards.account,
    handler: async (request) => {
      const { user } = actorOf(request);
      const { current_password, password } = request.body;
      ensurePasswordNotGuessable(password, user);
      // The same limit as login: a stolen session cannot guess the password here either.
      const attempt = await claimSignInAttempt(request, user.email);
      if (!(await verifyPassword(user.password_hash, current_password))) {
        await attempt.failed(user);
        const wrong = messages.currentPasswordIncorrect;
        throw validationFailed({ current_password: [wrong] }, wrong);
      }
      await attempt.succeeded();
      await setPassword(db, clock, user.id, await hashPassword(password));
      await revokeUserSessions(db, clock, user.id);
      return okMessage('Your password has been changed. Log in again with the new password.');
    },
  });
};
