import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Journey, JourneyStage } from '@portal/shared/journeys';
import type { Database } from '@server/db/schema';
import { actorOf } from '@server/lib/http/actor';
import { applicationFor, type ApplicationRecord, type Viewer } from './access';
import { heldBy, ownDocuments } from './documents/holders';
import type { RowsOf, StageTargets } from './queue';

/*
 * What an application's page shows in either journey: its row of the lists, its documents, its
 * letters and its history, oldest first. Each journey narrows the kinds and stages to its own and
 * adds its own fields.
 */

/** The records of application `id`, their kinds (`Kind`) and stages (`Stage`) its journey's. */
export async function recordsOf<Kind extends string, Stage extends JourneyStage>(
  db: Kysely<Database>,
  id: number,
) {
  const documents = await db
    .selectFrom('application_documents')
    .select(['id', 'kind', 'file_name', 'content_type', 'size', 'created_at as uploaded_at'])
    .where(heldBy(ownDocuments(id)))
    .orderBy('id')
    .$narrowType<{ kind: Kind }>()
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
    .$narrowType<{ from: Stage | null; to: Stage }>()
    .execute();
  return { documents, letters, history };
}

/** What a journey's page adds to the application's row of the lists. */
export type PageComposer<Row, Page> = (
  db: Kysely<Database>,
  viewer: Viewer,
  application: ApplicationRecord,
  row: Row,
  now: Date,
) => Promise<Page>;

/**
 * Application `id` of `journey` as the request's caller sees it now, read afresh: its row of the
 * lists (`rows`, against the journey's `targets`) with what `compose` adds. What a step's route
 * answers once its transaction has committed.
 */
export async function applicationPage<Row, Page>(
  request: FastifyRequest,
  id: number,
  journey: Journey,
  targets: StageTargets,
  rows: RowsOf<Row>,
  compose: PageComposer<Row, Page>,
): Promise<Page> {
  const { database, clock } = request.server.deps;
  const { db } = database;
  const { application, viewer } = await applicationFor(db, actorOf(request), id, journey);
  const now = clock.now();
  const [row] = await rows(db, [application.id], now, targets, viewer.actor.user.id);
  return compose(db, viewer, application, row!, now);
}
