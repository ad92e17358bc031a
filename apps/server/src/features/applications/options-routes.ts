import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { applicationCalls } from '@portal/shared/application-calls';
import type { Database } from '@server/db/schema';
import { ok } from '@server/lib/envelope';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';

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

/** Committees with who sits on them, so the assign form can warn of an applicant among them. */
async function committeesWithMembers(db: Kysely<Database>) {
  const committees = await db
    .selectFrom('committees')
    .select(['id', 'name'])
    .orderBy('name')
    .execute();
  const seats = await db
    .selectFrom('committee_members')
    .select(['committee_id', 'user_id'])
    .distinct()
    .execute();
  return committees.map((committee) => {
    const memberIds = seats
      .filter((seat) => seat.committee_id === committee.id)
      .map((seat) => seat.user_id);
    return { ...committee, members: memberIds.length, member_ids: memberIds };
  });
}

/**
 * What the application forms choose from, without the back-office lists (which need
 * parcels.manage or committees.manage): a land officer or a clerk who assigns need neither. The
 * committees serve whoever assigns applications of either journey.
 */
export const applicationOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.route({
    ...declared(applicationCalls.options, { tag: 'applications' }),
    onRequest: guards.account,
    handler: async (request) => {
      const { permissions } = actorOf(request);
      const assigns = permissions.has('applications.assign') || permissions.has('vendors.assign');
      return ok({
        parcels: await availableParcels(db),
        committees: assigns ? await committeesWithMembers(db) : [],
      });
    },
  });
};
