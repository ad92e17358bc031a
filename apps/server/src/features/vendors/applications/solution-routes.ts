import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  vendorApplicationCalls,
  vendorMessages,
  type Certification,
  type SolutionInput,
} from '@portal/shared/vendor-applications';
import { CITY_DATA_CENTRE } from '@portal/shared/vendor-journey';
import type { Database } from '@server/db/schema';
import type { ApplicationRecord } from '@server/domain/applications/access';
import { takeStep } from '@server/domain/applications/stage-machine';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { ok } from '@server/lib/envelope';
import { validationFailed } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { vendorApplicationAnswer } from './detail';
import { deleteSolution, insertSolution, updateSolution } from './solutions';
import { vendorStep } from './vendor-step';

const tag = 'vendor applications';

/** The city's data centre stands in Kenya: a solution kept there is kept in Kenya. */
const CITY_COUNTRY = 'KE';

/**
 * What a solution must agree with beyond its own fields: a category the call takes, and Kenya for
 * the city's data centre. 422 on the field.
 */
async function ensureFitsCall(
  db: Kysely<Database>,
  application: ApplicationRecord,
  solution: { category: string; data_location_country: string; data_location_facility: string },
): Promise<void> {
  const call = await db
    .selectFrom('vendor_calls')
    .select('categories')
    .where('id', '=', application.call_id ?? 0)
    .executeTakeFirstOrThrow();
  const errors: Record<string, string[]> = {};
  if (!(JSON.parse(call.categories) as string[]).includes(solution.category))
    errors.category = [vendorMessages.categoryNotInCall];
  if (
    solution.data_location_facility === CITY_DATA_CENTRE &&
    solution.data_location_country !== CITY_COUNTRY
  )
    errors.data_location_country = [vendorMessages.cityDataCentreCountry];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/**
 * A draft's solutions (docs/product.md, "Software and cloud vendors"): each added, changed or
 * removed whole, while the application is a draft; each will be reviewed on its own.
 */
export const vendorSolutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  const checked = (input: SolutionInput) =>
    input as SolutionInput & { certifications: Certification[] };

  app.route({
    ...declared(vendorApplicationCalls.addSolution, { tag }),
    onRequest: vendorStep('edit'),
    handler: async (request, reply) => {
      const { application } = guardedApplication(request);
      await ensureFitsCall(db, application, request.body);
      await db.transaction().execute(async (trx) => {
        await takeStep(request, trx, application, 'edit');
        await insertSolution(trx, application.id, checked(request.body), clock.now().toISOString());
      });
      return reply
        .status(201)
        .send(ok(await vendorApplicationAnswer(request, application.id), 'Solution added.'));
    },
  });

  app.route({
    ...declared(vendorApplicationCalls.saveSolution, { tag }),
    onRequest: vendorStep('edit'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      await ensureFitsCall(db, application, request.body);
      await db.transaction().execute(async (trx) => {
        await takeStep(request, trx, application, 'edit');
        await updateSolution(
          trx,
          application.id,
          request.params.solutionId,
          checked(request.body),
          clock.now().toISOString(),
        );
      });
      return ok(await vendorApplicationAnswer(request, application.id), 'Solution saved.');
    },
  });

  app.route({
    ...declared(vendorApplicationCalls.removeSolution, { tag }),
    onRequest: vendorStep('edit'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      await db.transaction().execute(async (trx) => {
        await takeStep(request, trx, application, 'edit');
        await deleteSolution(trx, application.id, request.params.solutionId);
      });
      return ok(await vendorApplicationAnswer(request, application.id), 'Solution removed.');
    },
  });
};
