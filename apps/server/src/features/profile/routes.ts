import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProfileAnswerSchema, ProfileUpdateSchema } from '@portal/shared/profile';
import { IdParamsSchema } from '@portal/shared/records';
import { errorResponses, ok } from '../../lib/envelope';
import { countryCodeProblem } from '../../lib/countries';
import { forbidden, validationFailed } from '../../lib/errors';
import { actorOf, guards } from '../../plugins/authentication';
import { bearerSecurity } from '../../plugins/openapi';
import { canUpdateProfile } from './policy';
import { findProfile, profileOf, updateProfile } from './queries';

/**
 * GET /profile and PUT /profile/{id}: the signed-in user's own phone, with its country code, and
 * designation.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  app.get(
    '/profile',
    {
      preHandler: guards.account,
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's profile",
        security: bearerSecurity,
        response: { 200: ProfileAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(profileOf(actorOf(request))),
  );

  app.put(
    '/profile/:id',
    {
      preHandler: guards.account,
      schema: {
        tags: ['profile'],
        summary: 'Update your own phone (with its country code) and designation',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: ProfileUpdateSchema,
        response: { 200: ProfileAnswerSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const caller = actorOf(request);
      const actor = caller.user;
      if (!canUpdateProfile(actor, request.params.id, request.body.id)) {
        throw forbidden('You can only update your own profile.');
      }
      const { country_code, phone, designation } = request.body;
      const countryCode = await countryCodeProblem(db, country_code);
      if (countryCode) throw validationFailed({ country_code: countryCode });
      await updateProfile(db, clock, actor.id, { country_code, phone, designation });
      return ok(await findProfile(db, caller), 'Profile updated successfully.');
    },
  );
};
