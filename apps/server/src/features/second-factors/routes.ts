import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { secondFactorCalls, secondFactorMessages } from '@portal/shared/second-factors';
import { replaceRecoveryCodes } from '@server/domain/second-factors/recovery-codes';
import { hasSecondFactor, secondFactorsOf } from '@server/domain/second-factors/state';
import {
  acceptTotpCode,
  removeTotp,
  startTotpEnrolment,
  totpSecrets,
} from '@server/domain/second-factors/totp';
import { auditTrail } from '@server/lib/audit/trail';
import { ok } from '@server/lib/envelope';
import { conflict, notFound, validationFailed } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';
import { dropRecoveryCodesIfAlone, presented, recordChange } from './changes';
import { passkeyRoutes } from './passkey-routes';
import { secondFactorResetRoutes } from './reset-routes';

/** The signed-in account's own second factors (docs/product.md, "Two-step sign-in"). */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const secrets = totpSecrets(config.appKey);
  await app.register(secondFactorResetRoutes);
  await app.register(passkeyRoutes);
  // Every change needs a recent proof of who is asking (record 0065). Setting a factor up is
  // open to an account that must have one before anything else.
  const recentlyProven = [guards.account, guards.recentlyAuthenticated];
  const settingUp = [guards.settingUp, guards.recentlyAuthenticated];

  app.route({
    ...declared(secondFactorCalls.show, { tag: 'second-factors' }),
    preHandler: guards.settingUp,
    handler: async (request) =>
      ok(presented(await secondFactorsOf(db, actorOf(request).user.id)), 'Second factors'),
  });

  app.route({
    ...declared(secondFactorCalls.startTotp, { tag: 'second-factors' }),
    preHandler: settingUp,
    handler: async (request) => {
      const { user } = actorOf(request);
      const enrolment = await startTotpEnrolment(db, secrets, user);
      if (!enrolment) throw conflict(secondFactorMessages.alreadyEnrolled);
      return ok(
        { secret: enrolment.secret, otpauth_uri: enrolment.uri },
        'Scan the QR code with your authenticator app, then enter the code it shows.',
      );
    },
  });

  app.route({
    ...declared(secondFactorCalls.confirmTotp, { tag: 'second-factors' }),
    preHandler: settingUp,
    handler: async (request) => {
      const { user } = actorOf(request);
      const pending = await db
        .selectFrom('totp_authenticators')
        .select('confirmed_at')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!pending) throw conflict(secondFactorMessages.nothingToConfirm);
      if (pending.confirmed_at) throw conflict(secondFactorMessages.alreadyEnrolled);
      if (
        !(await acceptTotpCode(db, clock, secrets, user.id, request.body.code, { pending: true }))
      ) {
        throw validationFailed(
          { code: [secondFactorMessages.codeRefused] },
          secondFactorMessages.codeRefused,
        );
      }
      await db.transaction().execute(async (trx) => {
        await recordChange(request, trx, 'user.second_factor_added', 'authenticator-added');
      });
      return ok(
        presented(await secondFactorsOf(db, user.id)),
        'Two-step sign-in is on: signing in now asks for a code from your app.',
      );
    },
  });

  app.route({
    ...declared(secondFactorCalls.removeTotp, { tag: 'second-factors' }),
    preHandler: recentlyProven,
    handler: async (request) => {
      const { user } = actorOf(request);
      await db.transaction().execute(async (trx) => {
        if (!(await removeTotp(trx, user.id)))
          throw notFound('Your account has no authenticator app.');
        await dropRecoveryCodesIfAlone(trx, user.id);
        await recordChange(request, trx, 'user.second_factor_removed', 'authenticator-removed');
      });
      return ok(
        presented(await secondFactorsOf(db, user.id)),
        'The authenticator app was removed from your account.',
      );
    },
  });

  app.route({
    ...declared(secondFactorCalls.newRecoveryCodes, { tag: 'second-factors' }),
    preHandler: recentlyProven,
    handler: async (request) => {
      const { user } = actorOf(request);
      const factors = await secondFactorsOf(db, user.id);
      if (!hasSecondFactor(factors)) {
        throw conflict(
          'Set up an authenticator app or a passkey first: recovery codes stand in for them.',
        );
      }
      const codes = await replaceRecoveryCodes(db, clock, user.id);
      await db.transaction().execute(async (trx) => {
        if (factors.recoveryCodes) {
          await recordChange(
            request,
            trx,
            'user.recovery_codes_replaced',
            'recovery-codes-replaced',
          );
        } else {
          await auditTrail(request).note(trx, 'user.recovery_codes_replaced', user.id);
        }
      });
      return ok(
        { codes },
        'Keep these codes somewhere safe: each signs you in once if you lose your phone.',
      );
    },
  });
};
