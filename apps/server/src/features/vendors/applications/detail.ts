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
  availableSteps,
  type ApplicationRecord,
  type Viewer,
} from '@server/domain/applications/access';
import { visibleScorecards } from '@server/domain/applications/evaluation';
import { applicationRows, type StageTargets } from '@server/domain/applications/queue';
import { applicationPage, recordsOf } from '@server/domain/applications/records';
import { solutionsOf } from './solutions';

type Scores = Partial<Record<VendorCriterion, number | null>>;

/** The vendor scorecards `viewer` may read, each totalled out of 100 over what applies. */
const scoresFor = (db: Kysely<Database>, viewer: Viewer, application: ApplicationRecord) =>
  visibleScorecards(db, viewer, application, (card) => {
    const scores = JSON.parse(card.scores) as Scores;
    const { total, scaled } = scaledTotal(scores);
    return { scores, total: total ?? 0, scaled };
  });

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
async function composeVendorApplication(
  db: Kysely<Database>,
  viewer: Viewer,
  application: ApplicationRecord,
  row: VendorApplicationRow,
  now: Date,
): Promise<VendorApplication> {
  const { id } = application;
  const call = await db
    .selectFrom('vendor_calls')
    .select(['id', 'reference', 'title', 'categories', 'opens_at', 'closes_at'])
    .where('id', '=', application.call_id ?? 0)
    .executeTakeFirstOrThrow();
  const chosen = JSON.parse(call.categories) as string[];
  const { documents, letters, history } = await recordsOf<VendorDocumentKind, VendorStage>(db, id);
  return {
    ...row,
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
    actions: await availableSteps<VendorStep>(db, viewer, application),
  };
}

/** The vendor application `id` as the request's caller sees it now, read afresh. */
export const vendorApplicationAnswer = (request: FastifyRequest, id: number) =>
  applicationPage(
    request,
    id,
    'vendor',
    request.server.deps.config.vendorStageTargets,
    vendorApplicationRows,
    composeVendorApplication,
  );
