import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Application } from '@portal/shared/application-detail';
import type { Scorecard } from '@portal/shared/application-scorecards';
import type { ApplicationStep } from '@portal/shared/application-steps';
import type { ApplicationStage } from '@portal/shared/land-journey';
import type { Database } from '@server/db/schema';
import { actorOf } from '@server/lib/http/actor';
import {
  applicationFor,
  approvalBlocker,
  availableSteps,
  type ApplicationRecord,
  type Viewer,
} from '@server/domain/applications/access';
import { invoicesWhere } from './invoices/queries';
import { applicationRows, type StageTargets } from '@server/domain/applications/queue';
import { siteOf } from './site';

/**
 * The scorecards `viewer` may read: a member reads only their own until the decision, so that
 * no one scores to match another; deciders and staff read every card (docs/product.md,
 * "Parcel allocation"). The applicant reads none.
 */
async function scoresFor(db: Kysely<Database>, viewer: Viewer, application: ApplicationRecord) {
  const cards = await db
    .selectFrom('application_scorecards')
    .innerJoin('users', 'users.id', 'application_scorecards.member_id')
    .select([
      'application_scorecards.member_id',
      'users.name as member_name',
      'application_scorecards.scores',
      'application_scorecards.total',
      'application_scorecards.comment',
      'application_scorecards.updated_at',
    ])
    .where('application_scorecards.application_id', '=', application.id)
    // A previous committee's cards stay on record but count no more after a reassignment.
    .where('application_scorecards.committee_id', '=', application.committee_id ?? 0)
    .orderBy('application_scorecards.id')
    .execute();
  const undecided = ['under_evaluation', 'correction_requested'].includes(application.stage);
  const seesAll = viewer.isStaff || viewer.seat === 'chairperson';
  const visible = cards.filter((card) => {
    if (seesAll) return true;
    if (viewer.seat === null) return false;
    return !undecided || card.member_id === viewer.actor.user.id;
  });
  const members =
    application.committee_id === null
      ? 0
      : Number(
          (
            await db
              .selectFrom('committee_members')
              .select((eb) => eb.fn.count<number>('user_id').distinct().as('members'))
              .where('committee_id', '=', application.committee_id)
              .executeTakeFirstOrThrow()
          ).members,
        );
  const totals = visible.map((card) => card.total);
  return {
    cards: visible.map((card): Scorecard => ({
      member: { id: card.member_id, name: card.member_name },
      scores: JSON.parse(card.scores) as Record<string, number>,
      total: card.total,
      comment: card.comment,
      updated_at: card.updated_at,
    })),
    members,
    average:
      totals.length === 0
        ? null
        : Math.round((totals.reduce((sum, total) => sum + total, 0) / totals.length) * 10) / 10,
  };
}

async function parcelNumber(db: Kysely<Database>, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const parcel = await db
    .selectFrom('parcels')
    .select('number')
    .where('id', '=', id)
    .executeTakeFirst();
  return parcel?.number ?? null;
}

/** The whole application as `viewer` may see it: what every application call answers. */
export async function composeApplication(
  db: Kysely<Database>,
  viewer: Viewer,
  application: ApplicationRecord,
  now: Date,
  targets: StageTargets,
): Promise<Application> {
  const [row] = await applicationRows<ApplicationStage>(
    db,
    [application.id],
    now,
    targets,
    viewer.actor.user.id,
  );
  const { id } = application;
  const documents = await db
    .selectFrom('application_documents')
    .select(['id', 'kind', 'file_name', 'content_type', 'size', 'created_at as uploaded_at'])
    .where('application_id', '=', id)
    .orderBy('id')
    .execute();
  const letters = await db
    .selectFrom('letters')
    .select(['id', 'kind', 'code', 'issued_at'])
    .where('application_id', '=', id)
    .orderBy('id')
    .execute();
  const history = await db
    .selectFrom('application_stage_changes')
    .select(['from_stage as from', 'to_stage as to', 'at', 'actor_name as actor', 'note'])
    .where('application_id', '=', id)
    .orderBy('id')
    // A land application's history holds land stages only.
    .$narrowType<{ from: ApplicationStage | null; to: ApplicationStage }>()
    .execute();
  const offerParcel = await parcelNumber(db, application.offer_parcel_id);
  const offer =
    application.offer_parcel_id !== null && offerParcel !== null
      ? {
          parcel: { id: application.offer_parcel_id, number: offerParcel },
          stand_premium: application.stand_premium ?? 0,
          annual_ground_rent: application.annual_ground_rent ?? 0,
          currency: application.offer_currency ?? '',
          term_years: application.term_years ?? 0,
        }
      : null;
  return {
    ...application,
    ...row!,
    preferred_parcel_number: await parcelNumber(db, application.preferred_parcel_id),
    offer,
    site: await siteOf(db, application),
    documents,
    invoices: await invoicesWhere(db, { applicationId: id }),
    letters,
    scores: await scoresFor(db, viewer, application),
    history,
    actions: availableSteps<ApplicationStep>(
      viewer,
      application,
      (await approvalBlocker(db, application)) === null,
    ),
  };
}

/**
 * The application `id` as the request's caller sees it now, read afresh: what a step's route
 * answers once its transaction has committed.
 */
export async function applicationAnswer(request: FastifyRequest, id: number): Promise<Application> {
  const { database, clock, config } = request.server.deps;
  const { application, viewer } = await applicationFor(database.db, actorOf(request), id, 'land');
  return composeApplication(database.db, viewer, application, clock.now(), config.stageTargets);
}
