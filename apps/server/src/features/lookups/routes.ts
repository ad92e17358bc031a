import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupCalls } from '@portal/shared/lookups';
import { ok } from '@server/lib/envelope';
import { declared } from '@server/lib/http/declared-route';

/** GET /unpaginated-items-home: the register form's lists, open to signed-out visitors. */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.route({
    ...declared(lookupCalls.home, { tag: 'lookups', security: null }),
    handler: async (_request, reply) => {
      const [accountTypes, countries] = await Promise.all([
        db.selectFrom('account_types').select(['id', 'name']).orderBy('id').execute(),
        db
          .selectFrom('countries')
          .select(['id', 'name', 'dial_code as code', 'code as iso_code'])
          .orderBy('name')
          .execute(),
      ]);
      // Reference data changes with a deploy at most: let browsers keep it for an hour.
      void reply.header('cache-control', 'public, max-age=3600');
      return ok({ account_types: accountTypes, countries });
    },
  });
};
