import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { passkeyCalls, passkeyMessages } from '@portal/shared/passkeys';
import {
  registerPasskey,
  registrationOptions,
  relyingPartyOf,
} from '@server/domain/second-factors/passkey-ceremonies';
import { passkeysOf, removePasskeys, renamePasskey } from '@server/domain/second-factors/passkeys';
import { ok } from '@server/lib/envelope';
import { conflict, notFound, validationFailed } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';
import { dropRecoveryCodesIfAlone, recordChange } from './changes';

const NO_SUCH_PASSKEY = 'Your account has no such passkey.';

/** The signed-in account's passkeys: listed, added, renamed, removed (record 0066). */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const rp = relyingPartyOf(config.appUrl);
  // Adding or removing one needs a recent proof of who is asking (record 0065); a name does not.
  // Adding one is open to an account that must have a second factor before anything else.
  const recentlyProven = [guards.account, guards.recentlyAuthenticated];
  const settingUp = [guards.settingUp, guards.recentlyAuthenticated];
  const listed = async (userId: number) => ({ passkeys: await passkeysOf(db, userId) });

  app.route({
    ...declared(passkeyCalls.list, { tag: 'second-factors' }),
    preHandler: guards.settingUp,
    handler: async (request) => ok(await listed(actorOf(request).user.id), 'Passkeys'),
  });

  app.route({
    ...declared(passkeyCalls.registrationOptions, { tag: 'second-factors' }),
    preHandler: settingUp,
    handler: async (request) => {
      const { user } = actorOf(request);
      const options = await registrationOptions(db, clock, rp, user);
      return ok({ options }, 'Create the passkey on your device.');
    },
  });

  app.route({
    ...declared(passkeyCalls.register, { tag: 'second-factors' }),
    preHandler: settingUp,
    handler: async (request, reply) => {
      const { user } = actorOf(request);
      const added = await registerPasskey(db, clock, rp, {
        userId: user.id,
        name: request.body.name,
        // Checked field by field by the call's schema, and in depth by the library.
        response: request.body.webauthn_response as RegistrationResponseJSON,
      });
      if (added === 'already-registered') throw conflict(passkeyMessages.alreadyRegistered);
      if (added === 'refused') {
        throw validationFailed(
          { webauthn_response: [passkeyMessages.notRegistered] },
          passkeyMessages.notRegistered,
        );
      }
      await db.transaction().execute(async (trx) => {
        await recordChange(request, trx, 'user.second_factor_added', 'passkey-added');
      });
      return reply
        .status(201)
        .send(
          ok(await listed(user.id), 'The passkey was added: use it the next time you sign in.'),
        );
    },
  });

  app.route({
    ...declared(passkeyCalls.rename, { tag: 'second-factors' }),
    preHandler: guards.account,
    handler: async (request) => {
      const { user } = actorOf(request);
      if (!(await renamePasskey(db, user.id, request.params.id, request.body.name))) {
        throw notFound(NO_SUCH_PASSKEY);
      }
      return ok(await listed(user.id), 'The passkey was renamed.');
    },
  });

  app.route({
    ...declared(passkeyCalls.remove, { tag: 'second-factors' }),
    preHandler: recentlyProven,
    handler: async (request) => {
      const { user } = actorOf(request);
      await db.transaction().execute(async (trx) => {
        if ((await removePasskeys(trx, user.id, request.params.id)) === 0) {
          throw notFound(NO_SUCH_PASSKEY);
        }
        await dropRecoveryCodesIfAlone(trx, user.id);
        await recordChange(request, trx, 'user.second_factor_removed', 'passkey-removed');
      });
      return ok(await listed(user.id), 'The passkey was removed from your account.');
    },
  });
};
