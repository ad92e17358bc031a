import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { ApplicationQuery } from '@portal/shared/application-lists';
import type { Journey, JourneyStage } from '@portal/shared/journeys';
import type { StageTarget } from '@portal/shared/service-times';
import type { DatabaseHandle } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import type { PageQuery } from '@portal/shared/pagination';
import { paginate, withTotal, type IdPage } from '@server/lib/pagination';
import { keptSubmittedApplications } from '@server/lib/row-counts';
import { containsTextIndexed } from '@server/lib/text-search';
import { actorOf, type Actor } from '@server/lib/http/actor';
import { seesEveryApplication } from './access';
import { overdueBefore, stageClock } from './clocks';

/*
 * The lists of applications of one journey (decision record 0054): an applicant's own, the staff
 * queue and a member's To evaluate list, one list seen from three sides.
 */

export type StageTargets = Partial<Record<JourneyStage, StageTarget>>;

/** A row of a journey's lists; `stage` is one of that journey's stages. */
export type ListedApplication<Stage extends JourneyStage> = {
  id: number;
  reference: string;
  stage: Stage;
  organisation_name: string | null;
  project_title: string | null;
  applicant: { id: number; name: string } | null;
  committee: { id: number; name: string } | null;
  stage_entered_at: string;
  days_in_stage: number;
  target_days: number | null;
  overdue: boolean;
  updated_at: string;
  scored_by_viewer: boolean;
};

const person = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

/**
 * The rows of the lists, in the order of `ids`' query (the caller's), which found them among the
 * applications of the journey whose stages `Stage` names.
 */
export async function applicationRows<Stage extends JourneyStage>(
  db: Kysely<Database>,
  ids: number[],
  now: Date,
  targets: StageTargets,
  viewerId: number,
): Promise<ListedApplication<Stage>[]> {
  if (ids.length === 0) return [];
  // A member's To evaluate list says which they have scored.
  const scored = new Set(
    (
      await db
        .selectFrom('application_scorecards')
        .innerJoin('applications', 'applications.id', 'application_scorecards.application_id')
        .select('application_scorecards.application_id')
        .where('application_scorecards.member_id', '=', viewerId)
        .where('application_scorecards.application_id', 'in', ids)
        // A card for a previous committee is not one for the committee now assigned.
        .whereRef('application_scorecards.committee_id', '=', 'applications.committee_id')
        .execute()
    ).map((card) => card.application_id),
  );
  const rows = await db
    .selectFrom('applications')
    .leftJoin('users as applicant', 'applicant.id', 'applications.applicant_id')
    .leftJoin('committees as committee', 'committee.id', 'applications.committee_id')
    .select([
      'applications.id',
      'applications.reference',
      'applications.stage',
      'applications.organisation_name',
      'applications.project_title',
      'applications.stage_entered_at',
      'applications.updated_at',
      'applications.applicant_id',
      'applicant.name as applicant_name',
      'applications.committee_id',
      'committee.name as committee_name',
    ])
    .where('applications.id', 'in', ids)
    .execute();
  const byId = new Map(
    rows.map(({ applicant_id, applicant_name, committee_id, committee_name, ...row }) => [
      row.id,
      {
        ...row,
        stage: row.stage as Stage,
        applicant: person(applicant_id, applicant_name),
        committee: person(committee_id, committee_name),
        ...stageClock(row, now, targets),
        scored_by_viewer: scored.has(row.id),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What narrows a list: the land queue's filters, and the vendor queue's call. */
export type Filter = Omit<ApplicationQuery, 'page' | 'per_page' | 'stage'> & {
  stage?: JourneyStage;
  call_id?: number;
};

/** Whose list, of which journey. */
export type Lister = { actor: Actor; journey: Journey };

/**
 * Overdue in SQL: in a stage with a target, entered before that stage's cut-off. The cut-offs
 * are computed here, one per stage, so that the clock's working-day rule stays in one place.
 */
function overdue(now: Date, targets: StageTargets) {
  const cutoffs = Object.entries(targets).map(
    ([stage, target]) => [stage as JourneyStage, overdueBefore(now, target)] as const,
  );
  return (eb: ExpressionBuilder<Database, 'applications'>): Expression<SqlBool> =>
    eb.or(
      cutoffs.map(([stage, before]) =>
        eb.and([
          eb('applications.stage', '=', stage),
          eb('applications.stage_entered_at', '<', before),
        ]),
      ),
    );
}

/**
 * The applications of the journey `actor` may list, narrowed by `filter`, before any order. An
 * applicant lists their own; staff list all but others' drafts; a committee member also lists
 * those assigned to a committee they sit on (docs/product.md, "Parcel allocation").
 */
function listedApplications(
  { db, engine }: DatabaseHandle,
  { actor, journey }: Lister,
  filter: Filter,
  now: Date,
  targets: StageTargets,
) {
  const seats = db
    .selectFrom('committee_members')
    .select('committee_members.committee_id')
    .where('committee_members.user_id', '=', actor.user.id);
  const isOverdue = overdue(now, targets);
  let query = db.selectFrom('applications').where('applications.journey', '=', journey);
  // Past the draft already: an application in another stage, or overdue (a draft has no target).
  const submitted =
    (filter.stage !== undefined && filter.stage !== 'draft') || filter.overdue === 'true';
  if (seesEveryApplication(actor, journey)) {
    // A draft is the applicant's own until submitted: the authority's queue starts there. Left
    // out where the filter implies it, so that the stage index alone answers (record 0034).
    if (!submitted) {
      query = query.where((eb) =>
        eb.or([
          eb('applications.applicant_id', '=', actor.user.id),
          eb('applications.stage', '!=', 'draft'),
        ]),
      );
    }
  } else {
    query = query.where((eb) =>
      eb.or([
        eb('applications.applicant_id', '=', actor.user.id),
        eb('applications.committee_id', 'in', seats),
      ]),
    );
  }
  if (filter.to_evaluate === 'true') {
    query = query
      .where('applications.committee_id', 'in', seats)
      .where('applications.stage', '=', 'under_evaluation');
  }
  if (filter.search_term) {
    query = query.where(
      containsTextIndexed(
        engine,
        ['applications.reference', 'applications.organisation_name', 'applications.project_title'],
        filter.search_term,
        { fts: 'applications_search', rowid: 'applications.id' },
      ),
    );
  }
  if (filter.stage) query = query.where('applications.stage', '=', filter.stage);
  if (filter.committee_id)
    query = query.where('applications.committee_id', '=', filter.committee_id);
  if (filter.call_id) query = query.where('applications.call_id', '=', filter.call_id);
  if (filter.overdue === 'true') query = query.where(isOverdue);
  if (filter.overdue === 'false') query = query.where((eb) => eb.not(isOverdue(eb)));
  return query;
}

/** The ids of the applications `actor` may list, narrowed by `filter`, in no order: for counting. */
export function applicationIds(
  database: DatabaseHandle,
  lister: Lister,
  filter: Filter,
  now: Date,
  targets: StageTargets,
) {
  return listedApplications(database, lister, filter, now, targets).select('applications.id');
}

/**
 * The total of the lists triggers keep it for (migration 0022): staff's queue, whole or of one
 * stage, is the kept count of its submitted stages and the caller's own drafts. Undefined for
 * other lists, which are counted.
 */
function keptQueueTotal(database: DatabaseHandle, { actor, journey }: Lister, filter: Filter) {
  const { db } = database;
  const narrowed =
    filter.search_term ||
    filter.committee_id ||
    filter.call_id ||
    filter.overdue ||
    filter.to_evaluate === 'true';
  if (!seesEveryApplication(actor, journey) || narrowed) return undefined;
  const { stage } = filter;
  const ownDrafts = sql<number>`(${db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('applicant_id', '=', actor.user.id)
    .where('journey', '=', journey)
    .where('stage', '=', 'draft')})`;
  if (stage === 'draft') return ownDrafts;
  if (stage !== undefined) return keptSubmittedApplications(journey, stage);
  return sql<number>`${keptSubmittedApplications(journey)} + ${ownDrafts}`;
}

/**
 * Staff's overdue count, as one index range per stage with a target, summed. Left as an OR of
 * those ranges, the count was planned as a scan of the whole stage index (record 0035). Undefined
 * for other lists. Drafts have no target, so staff's "not another's draft" changes nothing here.
 */
function overdueQueueTotal(
  { db }: DatabaseHandle,
  { actor, journey }: Lister,
  { overdue: overdueOnly, stage, ...rest }: Filter,
  now: Date,
  targets: StageTargets,
) {
  const narrowed =
    rest.search_term || rest.committee_id || rest.call_id || rest.to_evaluate === 'true';
  if (!seesEveryApplication(actor, journey) || overdueOnly !== 'true' || narrowed) return undefined;
  const ranges = Object.entries(targets)
    .filter(([withTarget]) => stage === undefined || withTarget === stage)
    .map(
      ([withTarget, target]) =>
        sql<number>`(${db
          .selectFrom('applications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('journey', '=', journey)
          .where('stage', '=', withTarget as JourneyStage)
          .where('stage_entered_at', '<', overdueBefore(now, target))})`,
    );
  return ranges.length === 0 ? sql<number>`0` : sql<number>`${sql.join(ranges, sql` + `)}`;
}

/**
 * A search of the queue: its matches found once, with their band, and counted and paged from
 * there. Walking each band through the id index would run the text search three times (record
 * 0035); a search's matches are few, and sorting them is cheap.
 */
function searchedQueuePage(
  database: DatabaseHandle,
  lister: Lister,
  filter: Filter,
  now: Date,
  targets: StageTargets,
  countApart: () => Promise<number>,
): IdPage {
  const isOverdue = overdue(now, targets);
  const matched = listedApplications(database, lister, filter, now, targets).select((eb) => [
    'applications.id',
    eb.case().when(isOverdue(eb)).then(0).else(1).end().as('band'),
  ]);
  return async (limit, offset) => {
    const pageIds = await database.db
      .with(
        (cte) => cte('matched').materialized(),
        () => matched,
      )
      .selectFrom('matched')
      .select(['matched.id', sql<number>`(select count(*) from matched)`.as('total')])
      .orderBy('matched.band')
      .orderBy('matched.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return withTotal(pageIds, offset, countApart);
  };
}

/**
 * A page of the queue's ids, overdue first and then newest, with the list's total, in one query.
 * The order is no index's, so ordering the whole list to page it read and sorted every
 * application (record 0034). The list is two bands instead, the overdue and the rest, each
 * walked newest first through an index and cut at the page's end, so that a page reads about as
 * many rows as it skips and shows. The total is kept or counted apart, never by a window over
 * the list.
 */
export function applicationQueuePage(
  database: DatabaseHandle,
  lister: Lister,
  filter: Filter,
  now: Date,
  targets: StageTargets,
): IdPage {
  const { db } = database;
  const { overdue: overdueOnly } = filter;
  const total =
    keptQueueTotal(database, lister, filter) ??
    overdueQueueTotal(database, lister, filter, now, targets) ??
    sql<number>`(${db
      .selectFrom(
        listedApplications(database, lister, filter, now, targets)
          .select('applications.id')
          .as('listed'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))})`;
  const countApart = async () => {
    const counted = await db.selectNoFrom(total.as('total')).executeTakeFirstOrThrow();
    return Number(counted.total);
  };
  if (filter.search_term) {
    return searchedQueuePage(database, lister, filter, now, targets, countApart);
  }
  return async (limit, offset) => {
    const band = (late: boolean) =>
      db
        .selectFrom(
          listedApplications(
            database,
            lister,
            { ...filter, overdue: late ? 'true' : 'false' },
            now,
            targets,
          )
            .select(['applications.id', sql<number>`${sql.lit(late ? 0 : 1)}`.as('band')])
            .orderBy('applications.id', 'desc')
            .limit(offset + limit)
            .as(late ? 'overdue' : 'in_time'),
        )
        .select(['id', 'band']);
    const bands =
      overdueOnly === 'true'
        ? band(true)
        : overdueOnly === 'false'
          ? band(false)
          : band(true).unionAll(band(false));
    const pageIds = await db
      .selectFrom(bands.as('queue'))
      .select(['queue.id', total.as('total')])
      .orderBy('queue.band')
      .orderBy('queue.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return withTotal(pageIds, offset, countApart);
  };
}

/** The rows of a journey's lists for `ids`, in their order, as `viewerId` sees them. */
export type RowsOf<Row> = (
  db: Kysely<Database>,
  ids: number[],
  now: Date,
  targets: StageTargets,
  viewerId: number,
) => Promise<Row[]>;

/**
 * A page of `journey`'s list as the list call answers it to the request's caller: `query`'s
 * paging and search, its filters kept in the page links, and the page's rows made by `rows`.
 */
export function pagedQueue<Row>(
  request: FastifyRequest,
  journey: Journey,
  query: PageQuery & Filter,
  targets: StageTargets,
  rows: RowsOf<Row>,
  linkBase: string,
) {
  const { database, clock } = request.server.deps;
  const actor = actorOf(request);
  const now = clock.now();
  const { page, per_page, search_term, ...filter } = query;
  const term = search_term || undefined;
  return paginate(
    applicationQueuePage(
      database,
      { actor, journey },
      { ...filter, search_term: term },
      now,
      targets,
    ),
    (ids) => rows(database.db, ids, now, targets, actor.user.id),
    { page, per_page, search_term: term },
    linkBase,
    undefined,
    Object.fromEntries(
      Object.entries(filter).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)]],
      ),
    ),
  );
}
