import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { VendorApplication, VendorApplicationRow } from '@portal/shared/vendor-applications';
import {
  callStatus,
  scaledTotal,
  SOLUTION_CATEGORIES,
  type VendorCriterion,
  type VendorDocumentKind,
  type VendorStage,
} from '@portal/shared/vendor-journey';
import type { VendorStep } from '@portal/shared/vendor-steps';
import type { Database } from '@server/db/schema';
import {
  applicationFor,
  approvalBlocker,
  availableSteps,
  type ApplicationRecord,
  type Viewer,
} from '@server/domain/applications/access';
import { averageOf, visibleScorecards } from '@server/domain/applications/evaluation';
import { applicationRows, type StageTargets } from '@server/domain/applications/queue';
import { documentsOf, historyOf, lettersOf } from '@server/domain/applications/records';
import { actorOf } from '@server/lib/http/actor';
import { solutionsOf } from './solutions';

type Scores = Partial<Record<VendorCriterion, number | null>>;

/** The vendor scorecards `viewer` may read, each totalled out of 100 over what applies. */
async function scoresFor(db: Kysely<Database>, viewer: Viewer, application: ApplicationRecord) {
  const { cards, members } = await visibleScorecards(db, viewer, application);
  const totalled = cards.map((card) => {
    const scores = JSON.parse(card.scores) as Scores;
    const { total, scaled } = scaledTotal(scores);
    return {
      member: { id: card.member_id, name: card.member_name },
      scores,
      total: total ?? 0,
      scaled,
      comment: card.comment,
      updated_at: card.updated_at,
    };
  });
  return { cards: totalled, members, average: averageOf(totalled.map((card) => card.total)) };
}

/**
 * The rows of the vendor lists for `ids`, in their order: the journey's own list rows with the
 * call each answers and how many solutions it offers.
 */
export async function vendorApplicationRows(
  db: Kysely<Database>,
  ids: number[],
  now: Date,
  targets: StageTargets,
  viewerId: number,
): Promise<VendorApplicationRow[]> {
  const rows = await applicationRows<VendorStage>(db, ids, now, targets, viewerId);
  if (rows.length === 0) return [];
  const extra = await db
    .selectFrom('applications')
    .innerJoin('vendor_calls', 'vendor_calls.id', 'applications.call_id')
    .select((eb) => [
      'applications.id',
      'vendor_calls.id as call_id',
      'vendor_calls.reference as call_reference',
      'vendor_calls.title as call_title',
      eb
        .selectFrom('vendor_solutions')
        .select((count) => count.fn.countAll<number | string>().as('n'))
        .whereRef('vendor_solutions.application_id', '=', 'applications.id')
        .as('solutions'),
    ])
    .where('applications.id', 'in', ids)
    .execute();
  const byId = new Map(extra.map((row) => [row.id, row]));
  return rows.flatMap(({ project_title: _title, ...row }) => {
    const found = byId.get(row.id);
    if (!found) return [];
    return [
      {
        ...row,
        call: { id: found.call_id, reference: found.call_reference, title: found.call_title },
        solutions: Number(found.solutions ?? 0),
      },
    ];
  });
}

/** The whole vendor application as `viewer` may see it: what every vendor call answers. */
export async function composeVendorApplication(
  db: Kysely<Database>,
  viewer: Viewer,
  application: ApplicationRecord,
  now: Date,
  targets: StageTargets,
): Promise<VendorApplication> {
  const [row] = await vendorApplicationRows(
    db,
    [application.id],
    now,
    targets,
    viewer.actor.user.id,
  );
  const { id } = application;
  const call = await db
    .selectFrom('vendor_calls')
    .select(['id', 'reference', 'title', 'categories', 'opens_at', 'closes_at'])
    .where('id', '=', application.call_id ?? 0)
    .executeTakeFirstOrThrow();
  const chosen = JSON.parse(call.categories) as string[];
  // A vendor application's documents and history are of the vendor kinds and stages.
  const documents = await documentsOf(db, id).$narrowType<{ kind: VendorDocumentKind }>().execute();
  const letters = await lettersOf(db, id);
  const history = await historyOf(db, id)
    .$narrowType<{ from: VendorStage | null; to: VendorStage }>()
    .execute();
  return {
    ...row!,
    call: {
      id: call.id,
      reference: call.reference,
      title: call.title,
      categories: SOLUTION_CATEGORIES.filter((category) => chosen.includes(category)),
      closes_at: call.closes_at,
      status: callStatus(call, now),
    },
    call_id: call.id,
    registration_number: application.registration_number,
    country: application.country,
    year_founded: application.year_founded,
    website: application.website,
    contact_person: application.contact_person,
    contact_email: application.contact_email,
    contact_country_code: application.contact_country_code,
    contact_phone: application.contact_phone,
    signatory_name: application.signatory_name,
    signatory_title: application.signatory_title,
    signatory_date_of_birth: application.signatory_date_of_birth,
    markets: application.markets,
    target_customers_first_year: application.target_customers_first_year,
    target_revenue_first_year: application.target_revenue_first_year,
    share_bps: application.share_bps,
    created_at: application.created_at,
    submitted_at: application.submitted_at,
    solutions: await solutionsOf(db, id),
    documents,
    scores: await scoresFor(db, viewer, application),
    letters,
    history,
    actions: availableSteps<VendorStep>(
      viewer,
      application,
      (await approvalBlocker(db, application)) === null,
    ),
  };
}

/** The vendor application `id` as the request's caller sees it now, read afresh. */
export async function vendorApplicationAnswer(
  request: FastifyRequest,
  id: number,
): Promise<VendorApplication> {
  const { database, clock, config } = request.server.deps;
  const { application, viewer } = await applicationFor(database.db, actorOf(request), id, 'vendor');
  return composeVendorApplication(
    database.db,
    viewer,
    application,
    clock.now(),
    config.vendorStageTargets,
  );
}
