import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Application } from '@portal/shared/application-detail';
import type { DocumentKind } from '@portal/shared/application-documents';
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
import { averageOf, visibleScorecards } from '@server/domain/applications/evaluation';
import { documentsOf, historyOf, lettersOf } from '@server/domain/applications/records';
import { invoicesWhere } from './invoices/queries';
import { applicationRows, type StageTargets } from '@server/domain/applications/queue';
import { siteOf } from './site';

/** The land scorecards `viewer` may read (`visibleScorecards`), with their average. */
async function scoresFor(db: Kysely<Database>, viewer: Viewer, application: ApplicationRecord) {
  const { cards, members } = await visibleScorecards(db, viewer, application);
  return {
    cards: cards.map((card): Scorecard => ({
      member: { id: card.member_id, name: card.member_name },
      scores: JSON.parse(card.scores) as Record<string, number>,
      total: card.total,
      comment: card.comment,
      updated_at: card.updated_at,
    })),
    members,
    average: averageOf(cards.map((card) => card.total)),
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
  // A land application's documents and history are of the land kinds and stages.
  const documents = await documentsOf(db, id).$narrowType<{ kind: DocumentKind }>().execute();
  const letters = await lettersOf(db, id);
  const history = await historyOf(db, id)
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
