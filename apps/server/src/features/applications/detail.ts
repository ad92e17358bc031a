import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Application } from '@portal/shared/application-detail';
import type { DocumentKind } from '@portal/shared/application-documents';
import type { Scorecard } from '@portal/shared/application-scorecards';
import type { ApplicationStep } from '@portal/shared/application-steps';
import type { ApplicationStage } from '@portal/shared/land-journey';
import type { Database } from '@server/db/schema';
import {
  availableSteps,
  type ApplicationRecord,
  type Viewer,
} from '@server/domain/applications/access';
import { visibleScorecards } from '@server/domain/applications/evaluation';
import { applicationPage, recordsOf } from '@server/domain/applications/records';
import { invoicesWhere } from './invoices/queries';
import { applicationRows, type ListedApplication } from '@server/domain/applications/queue';
import { siteOf } from './site';

/** The land scorecards `viewer` may read (`visibleScorecards`), with their average. */
const scoresFor = (db: Kysely<Database>, viewer: Viewer, application: ApplicationRecord) =>
  visibleScorecards(db, viewer, application, (card) => ({
    scores: JSON.parse(card.scores) as Scorecard['scores'],
    total: card.total,
  }));

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
async function composeApplication(
  db: Kysely<Database>,
  viewer: Viewer,
  application: ApplicationRecord,
  row: ListedApplication<ApplicationStage>,
): Promise<Application> {
  const { id } = application;
  const { documents, letters, history } = await recordsOf<DocumentKind, ApplicationStage>(db, id);
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
    ...row,
    preferred_parcel_number: await parcelNumber(db, application.preferred_parcel_id),
    offer,
    site: await siteOf(db, application),
    documents,
    invoices: await invoicesWhere(db, { applicationId: id }),
    letters,
    scores: await scoresFor(db, viewer, application),
    history,
    actions: await availableSteps<ApplicationStep>(db, viewer, application),
  };
}

/**
 * The application `id` as the request's caller sees it now, read afresh: what a step's route
 * answers once its transaction has committed.
 */
export const applicationAnswer = (request: FastifyRequest, id: number) =>
  applicationPage(
    request,
    id,
    'land',
    request.server.deps.config.stageTargets,
    applicationRows<ApplicationStage>,
    composeApplication,
  );
