import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SelectQueryBuilder } from 'kysely';
import { APPLICATION_STAGES } from '@portal/shared/land-journey';
import { applicationCalls } from '@portal/shared/application-calls';
import type { Database } from '@server/db/schema';
import { ok } from '@server/lib/envelope';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { invoiceIds } from './invoices/queries';
import { applicationIds } from '@server/domain/applications/queue';

/**
 * The dashboard's counts for staff (docs/product.md, "The dashboard"): applications per stage,
 * the overdue, those waiting on the caller's scorecard, and open invoices for finance. Each is
 * counted over what the caller's lists show, by the lists' own queries, so a card's number is the
 * length of the list it leads to (to score: the rows of To evaluate the caller has not scored).
 */
export const applicationWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  app.route({
    ...declared(applicationCalls.work, { tag: 'applications' }),
    onRequest: guards.account,
    handler: async (request) => {
      const actor = actorOf(request);
      const now = clock.now();
      const ids = (filter: Parameters<typeof applicationIds>[2]) =>
        applicationIds(database, { actor, journey: 'land' }, filter, now, config.stageTargets);
      const count = async <TB extends keyof Database>(
        query: SelectQueryBuilder<Database, TB, { id: number }>,
      ) =>
        Number(
          (
            await db
              .selectFrom(query.as('listed'))
              .select(({ fn }) => fn.countAll<number | string>().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        );

      const perStage = await db
        .selectFrom('applications')
        .select(({ fn }) => ['stage', fn.countAll<number | string>().as('count')])
        .where('id', 'in', ids({}))
        .groupBy('stage')
        .execute();
      const counted = new Map(perStage.map((row) => [row.stage, Number(row.count)]));
      const toScore = ids({ to_evaluate: 'true' }).where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('application_scorecards')
              .select('application_scorecards.id')
              .whereRef('application_scorecards.application_id', '=', 'applications.id')
              .where('application_scorecards.member_id', '=', actor.user.id)
              .whereRef('application_scorecards.committee_id', '=', 'applications.committee_id'),
          ),
        ),
      );
      const openInvoices = actor.permissions.has('payments.record')
        ? await count(invoiceIds(database, 'all', { status: 'open' }).clearOrderBy())
        : null;
      return ok({
        stages: APPLICATION_STAGES.map((stage) => ({ stage, count: counted.get(stage) ?? 0 })),
        overdue: await count(ids({ overdue: 'true' })),
        to_score: await count(toScore),
        open_invoices: openInvoices,
      });
    },
  });
};
