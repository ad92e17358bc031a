import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type {
  ApplicationQuery,
  ApplicationRow,
  ApplicationStage,
  StageTarget,
} from '@portal/shared/applications';
import type { Database } from '../../db/schema';
import { containsText } from '../../lib/text-search';
import type { Actor } from '../../plugins/authentication';
import { seesEveryApplication } from './access';
import { overdueBefore, stageClock } from './clocks';

export type StageTargets = Partial<Record<ApplicationStage, StageTarget>>;

const person = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

/** The rows of the applications lists, in the order of `ids`' query (the caller's). */
export async function applicationRows(
  db: Kysely<Database>,
  ids: number[],
  now: Date,
  targets: StageTargets,
  viewerId: number,
): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  // A member's To evaluate list says which they have scored.
  const scored = new Set(
    (
      await db
        .selectFrom('application_scorecards')
        .select('application_id')
        .where('member_id', '=', viewerId)
        .where('application_id', 'in', ids)
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
        applicant: person(applicant_id, applicant_name),
        committee: person(committee_id, committee_name),
        ...stageClock(row, now, targets),
        scored_by_viewer: scored.has(row.id),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type Filter = Omit<ApplicationQuery, 'page' | 'per_page'>;

/**
 * Overdue in SQL: in a stage with a target, entered before that stage's cut-off. The cut-offs
 * are computed here, one per stage, so that the clock's working-day rule stays in one place.
 */
function overdue(now: Date, targets: StageTargets) {
  const cutoffs = Object.entries(targets).map(
    ([stage, target]) => [stage as ApplicationStage, overdueBefore(now, target)] as const,
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
 * The ids of the applications `actor` may list, narrowed by `filter`: overdue first, then
 * newest. An applicant lists their own; staff list all but others' drafts; a committee member also lists those
 * assigned to a committee they sit on (docs/product.md, "Parcel allocation").
 */
export function applicationIds(
  db: Kysely<Database>,
  actor: Actor,
  filter: Filter,
  now: Date,
  targets: StageTargets,
) {
  const seats = db
    .selectFrom('committee_members')
    .select('committee_members.committee_id')
    .where('committee_members.user_id', '=', actor.user.id);
  const isOverdue = overdue(now, targets);
  let query = db
    .selectFrom('applications')
    .select('applications.id')
    .orderBy((eb) => eb.case().when(isOverdue(eb)).then(0).else(1).end())
    .orderBy('applications.id', 'desc');
  if (seesEveryApplication(actor)) {
    // A draft is the applicant's own until submitted: the authority's queue starts there.
    query = query.where((eb) =>
      eb.or([
        eb('applications.applicant_id', '=', actor.user.id),
        eb('applications.stage', '!=', 'draft'),
      ]),
    );
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
      containsText(
        ['applications.reference', 'applications.organisation_name', 'applications.project_title'],
        filter.search_term,
      ),
    );
  }
  if (filter.stage) query = query.where('applications.stage', '=', filter.stage);
  if (filter.committee_id)
    query = query.where('applications.committee_id', '=', filter.committee_id);
  if (filter.overdue === 'true') query = query.where(isOverdue);
  if (filter.overdue === 'false') query = query.where((eb) => eb.not(isOverdue(eb)));
  return query;
}
