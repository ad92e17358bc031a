import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { ApplicationOptionsAnswerSchema } from '@portal/shared/applications';
import type { Database } from '../../db/schema';
import { errorResponses, ok } from '../../lib/envelope';
import { actorOf, guards } from '../../plugins/authentication';
import { bearerSecurity } from '../../plugins/openapi';

/** Parcels free to prefer or offer: Available, with no allocation. The register is public data. */
const availableParcels = (db: Kysely<Database>) =>
  db
    .selectFrom('parcels')
    .select(['id', 'number', 'acre', 'land_use', 'zone'])
    .where('status', '=', 'Available')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('parcel_allocations')
            .select('parcel_allocations.id')
            .whereRef('parcel_allocations.parcel_id', '=', 'parcels.id'),
        ),
      ),
    )
    .orderBy('number')
    .execute();

const committeesWithMembers = (db: Kysely<Database>) =>
  db
    .selectFrom('committees')
    .leftJoin('committee_members', 'committee_members.committee_id', 'committees.id')
    .select(({ fn }) => [
      'committees.id',
      'committees.name',
      fn.count<number>('committee_members.user_id').distinct().as('members'),
    ])
    .groupBy(['committees.id', 'committees.name'])
    .orderBy('committees.name')
    .execute();

/**
 * What the application forms choose from, without the back-office lists (which need
 * parcels.manage or committees.manage): a land officer or a clerk who assigns need neither.
 */
export const applicationOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/applications/options',
    {
      onRequest: guards.account,
      schema: {
        tags: ['applications'],
        summary: 'Available parcels, and committees to whoever may assign applications',
        security: bearerSecurity,
        response: { 200: ApplicationOptionsAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const assigns = actorOf(request).permissions.has('applications.assign');
      return ok({
        parcels: await availableParcels(db),
        committees: assigns ? await committeesWithMembers(db) : [],
      });
    },
  );
};
