import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { utilityConnectionCalls as calls } from '@portal/shared/utility-connections';
import { ok } from '@server/lib/envelope';
import { declared } from '@server/lib/http/declared-route';
import { containsText } from '@server/lib/text-search';
import { guards } from '@server/plugins/authentication';

const FOUND = 20;

/**
 * What the connection form offers to choose (docs/product.md, "Utilities"): parcels by number and
 * verified users by name or email, to whoever opens connections. The register and the users list
 * stay behind their own permissions; these answer a label a row, and no more than 20.
 */
export const connectionChoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const manage = guards.permitted('utilities.manage');

  app.route({
    ...declared(calls.parcelChoices, { tag: 'utilities' }),
    onRequest: manage,
    handler: async (request) => {
      const term = request.query.search_term;
      let query = db
        .selectFrom('parcels')
        .select(['id', 'number', 'zone'])
        .orderBy('number')
        .limit(FOUND);
      if (term) query = query.where(containsText(['number'], term));
      const parcels = await query.execute();
      return ok(parcels.map(({ id, number, zone }) => ({ id, label: `${number} · ${zone}` })));
    },
  });

  app.route({
    ...declared(calls.holderChoices, { tag: 'utilities' }),
    onRequest: manage,
    handler: async (request) => {
      const term = request.query.search_term;
      let query = db
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('email_verified_at', 'is not', null)
        .orderBy('name')
        .limit(FOUND);
      if (term) query = query.where(containsText(['name', 'email'], term));
      const users = await query.execute();
      return ok(users.map(({ id, name, email }) => ({ id, label: `${name} · ${email}` })));
    },
  });
};
