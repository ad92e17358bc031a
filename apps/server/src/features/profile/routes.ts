import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileCalls, ProfileAnswerSchema } from '@portal/shared/profile';
import { ok, sendSerialized } from '@server/lib/envelope';
import { countryCodeProblem, dialCodeToSave } from '@server/domain/countries';
import { forbidden, validationFailed } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import type { FoundSession } from '@server/lib/sessions';
import { canUpdateProfile } from './policy';
import { updateProfile } from '@server/domain/users/self-service';
import { findProfile, profileOf } from './queries';

/**
 * GET /profile and PUT /profile/{id}: the signed-in user's own phone, with its country code, and
 * designation.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  // The answer depends on the remembered look-up alone, so it is serialized once per look-up
  // rather than once per call (record 0035); a look-up no call holds takes its answer with it.
  const answers = new WeakMap<FoundSession, string>();

  app.route({
    ...declared(profileCalls.show, { tag: 'profile' }),
    // Read too by an account that must still set up its second factor, for its role.
    preHandler: guards.settingUp,
    handler: async (request, reply) => {
      const actor = actorOf(request);
      let json = answers.get(actor.session);
      if (json === undefined) {
        json = JSON.stringify(ProfileAnswerSchema.encode(ok(profileOf(actor))));
        answers.set(actor.session, json);
      }
      return sendSerialized(reply, json);
    },
  });

  app.route({
    ...declared(profileCalls.update, { tag: 'profile' }),
    preHandler: guards.account,
    handler: async (request) => {
      const caller = actorOf(request);
      const actor = caller.user;
      if (!canUpdateProfile(actor, request.params.id, request.body.id)) {
        throw forbidden('You can only update your own profile.');
      }
      const { phone, designation } = request.body;
      const country_code = dialCodeToSave(request.body.country_code, actor.country_code, phone);
      const countryCode = await countryCodeProblem(db, country_code);
      if (countryCode) throw validationFailed({ country_code: countryCode });
      await updateProfile(db, clock, actor.id, { country_code, phone, designation });
      return ok(await findProfile(db, caller), 'Profile updated successfully.');
    },
  });
};
