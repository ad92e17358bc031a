import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@portal/shared/auth';
import type { CurrentUser } from '@portal/shared/current-user';
import { verificationMail } from '@server/domain/account-mails';
import { ok, okMessage } from '@server/lib/envelope';
import { conflict, validationFailed } from '@server/lib/errors';
import { sameSecret } from '@server/lib/tokens';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { presentCurrentUser } from './current-user';
import { authLimits, limitPerAddress } from './limits';
import {
  claimCodeAttempt,
  markEmailVerified,
  replaceVerificationCode,
} from '@server/domain/users/verification';

const ALREADY_VERIFIED = 'Your email address is already verified.';

/** The verified user at the top level and under `data` (record 0022). */
const verifiedAnswer = (user: CurrentUser, message: string) => ({ ...ok({ user }, message), user });

/** POST /verify-email and GET /resend-verification-code: open to signed-in, unverified users. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { limiter, outbox } = app;
  const { db } = database;

  app.route({
    ...declared(authCalls.verifyEmail, { tag: 'auth' }),
    onRequest: limitPerAddress,
    preHandler: guards.signedIn,
    handler: async (request) => {
      const { user, token } = actorOf(request);
      if (user.email_verified_at) {
        return verifiedAnswer(await presentCurrentUser(db, user.id, token), ALREADY_VERIFIED);
      }
      const pending = await claimCodeAttempt(db, clock, user.id);
      if (!pending) {
        throw validationFailed(
          { code: ['This code has expired or was tried too many times. Request a new code.'] },
          'This code can no longer be used.',
        );
      }
      if (!sameSecret(pending, request.body.code)) {
        throw validationFailed({ code: ['This code is incorrect.'] }, 'This code is incorrect.');
      }
      await markEmailVerified(db, clock, user.id);
      return verifiedAnswer(
        await presentCurrentUser(db, user.id, token),
        'Your email address has been verified.',
      );
    },
  });

  app.route({
    ...declared(authCalls.resendVerificationCode, { tag: 'auth' }),
    onRequest: limitPerAddress,
    preHandler: guards.signedIn,
    handler: async (request) => {
      const { user } = actorOf(request);
      if (user.email_verified_at) throw conflict(ALREADY_VERIFIED);
      const { key, limit } = authLimits.verificationMail(user.email);
      await limiter.consume(key, limit);
      await db.transaction().execute(async (trx) => {
        const code = await replaceVerificationCode(trx, clock, user.id);
        await outbox.queueMail(trx, verificationMail(user.email, user.name, code));
      });
      return okMessage(`We have sent a new verification code to ${user.email}.`);
    },
  });
};
