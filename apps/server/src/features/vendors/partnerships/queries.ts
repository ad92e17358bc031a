import { sql, type Kysely } from 'kysely';
import type {
  Partnership,
  PartnershipRow,
  Workplan,
  WorkplanContent,
} from '@portal/shared/vendor-partnerships';
import {
  EDITABLE_WORKPLAN_STATUSES,
  quartersOfYear,
  RUNNING_PARTNERSHIP_STATUSES,
  type PartnershipAction,
  type PartnershipQueue,
  type PartnershipStatus,
} from '@portal/shared/vendor-partnership-words';
import { DEFAULT_CURRENCY } from '@portal/shared/money';
import type { Database } from '@server/db/schema';
import { containsText } from '@server/lib/text-search';
import type { PartnershipRecord, PartnershipViewer } from './access';
import { attentionOf } from './attention';
import { auditDueOn, auditsOf, findingsOf } from './audit-queries';
import { vendorSolutionsIn } from '../applications/solutions';
import { holdCause } from './register-holds';
import { correctiveActionsOf, reviewAnswer } from './review-queries';
import { returnQuarters, returnsOf } from './revenue-queries';

const PARTNERSHIP_SOLUTION_STATUSES = [
  'approved',
  'approved_with_conditions',
  'review_required',
  'withdrawn',
] as const;

/**
 * The solutions `vendorId` offers through its partnership: approved once, whatever they stand at
 * since; what its audits cover and its returns report.
 */
export function partnershipSolutions(db: Kysely<Database>, vendorId: number) {
  return vendorSolutionsIn(db, vendorId, PARTNERSHIP_SOLUTION_STATUSES)
    .where('vendor_solutions.decided_at', 'is not', null)
    .execute();
}

/** Whose partnerships a list shows: every one, or those of a vendor or a committee member. */
export type PartnershipScope = 'all' | { userId: number };

/** The partnerships with a step of `queue` waiting, as a condition on `vendor_partnerships`. */
function waitingIn(db: Kysely<Database>, queue: PartnershipQueue) {
  return {
    workplan_approval: db
      .selectFrom('vendor_workplans')
      .select('partnership_id')
      .where('status', '=', 'submitted'),
    open_review: db
      .selectFrom('vendor_reviews')
      .select('partnership_id')
      .where('status', '=', 'open'),
    answered_findings: db
      .selectFrom('vendor_audit_findings')
      .select('partnership_id')
      .where('status', '=', 'responded'),
    actions_done: db
      .selectFrom('vendor_corrective_actions')
      .select('partnership_id')
      .where('milestone', '=', 'done'),
    // A year holds four quarters: once their four reviews are finalised, the year is decided.
    renewal: db
      .selectFrom('vendor_reviews')
      .innerJoin('vendor_partnerships as p', 'p.id', 'vendor_reviews.partnership_id')
      .select('vendor_reviews.partnership_id')
      .where('vendor_reviews.status', '=', 'finalised')
      .whereRef('vendor_reviews.year', '=', 'p.year')
      .where('p.status', 'in', RUNNING_PARTNERSHIP_STATUSES)
      .groupBy('vendor_reviews.partnership_id')
      .having(sql`count(*)`, '>=', 4),
  }[queue];
}

/** What a list of partnerships is narrowed to: a status, a waiting step, a vendor's name. */
export type PartnershipFilter = {
  status?: PartnershipStatus | undefined;
  waiting?: PartnershipQueue | undefined;
  /** Part of the vendor's organisation or account name, or of the opening application's reference. */
  searchTerm?: string | undefined;
};

/** The list's ids, newest first, of `scope`, narrowed by `filter`. */
export function partnershipIds(
  db: Kysely<Database>,
  scope: PartnershipScope,
  { status, waiting, searchTerm }: PartnershipFilter = {},
) {
  let query = db
    .selectFrom('vendor_partnerships')
    .innerJoin('applications', 'applications.id', 'vendor_partnerships.application_id')
    .innerJoin('users', 'users.id', 'vendor_partnerships.vendor_id')
    .select('vendor_partnerships.id')
    .orderBy('vendor_partnerships.id', 'desc');
  if (scope !== 'all')
    query = query.where((eb) =>
      eb.or([
        eb('vendor_partnerships.vendor_id', '=', scope.userId),
        eb(
          'vendor_partnerships.committee_id',
          'in',
          db
            .selectFrom('committee_members')
            .select('committee_id')
            .where('user_id', '=', scope.userId),
        ),
      ]),
    );
  if (status) query = query.where('vendor_partnerships.status', '=', status);
  if (waiting) query = query.where('vendor_partnerships.id', 'in', waitingIn(db, waiting));
  if (searchTerm)
    query = query.where(
      containsText(
        ['applications.organisation_name', 'applications.reference', 'users.name'],
        searchTerm,
      ),
    );
  return query;
}

/** The rows for `ids`, in their order. */
export async function partnershipRows(
  db: Kysely<Database>,
  ids: number[],
  now: Date,
): Promise<PartnershipRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('vendor_partnerships')
    .innerJoin('applications', 'applications.id', 'vendor_partnerships.application_id')
    .innerJoin('users', 'users.id', 'vendor_partnerships.vendor_id')
    .select([
      'vendor_partnerships.id',
      'vendor_partnerships.vendor_id',
      'applications.organisation_name',
      'users.name as vendor_name',
      'vendor_partnerships.application_id',
      'applications.reference as application_reference',
      'vendor_partnerships.status',
      'vendor_partnerships.starts_on',
      'vendor_partnerships.year',
      'vendor_partnerships.year_starts_on',
      'vendor_partnerships.ends_on',
      'vendor_partnerships.share_bps',
    ])
    .where('vendor_partnerships.id', 'in', ids)
    .execute();
  const attention = await attentionOf(db, ids, now);
  const byId = new Map(
    rows.map(({ organisation_name, vendor_name, ...row }) => [
      row.id,
      { ...row, vendor: organisation_name ?? vendor_name, ...attention.get(row.id)! },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The versions of every year's plan, newest first. */
async function workplansOf(db: Kysely<Database>, partnershipId: number): Promise<Workplan[]> {
  const rows = await db
    .selectFrom('vendor_workplans')
    .leftJoin('users as approver', 'approver.id', 'vendor_workplans.approved_by')
    .selectAll('vendor_workplans')
    .select('approver.name as approver_name')
    .where('vendor_workplans.partnership_id', '=', partnershipId)
    .orderBy('vendor_workplans.year', 'desc')
    .orderBy('vendor_workplans.version', 'desc')
    .execute();
  return rows.map((row) => ({
    ...(JSON.parse(row.content) as WorkplanContent),
    id: row.id,
    year: row.year,
    version: row.version,
    status: row.status,
    return_note: row.return_note,
    submitted_at: row.submitted_at,
    approved_at: row.approved_at,
    approved_by: row.approver_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

/**
 * The steps `viewer` may take on the partnership now (docs/product.md, "The vendor partnership"):
 * the vendor plans, files and answers; staff approve, audit and verify; those who decide renew a
 * year whose four reviews are finalised. A vendor who is also staff acts only as the vendor.
 */
function actionsFor(
  partnership: PartnershipRecord,
  viewer: PartnershipViewer,
  workplans: Workplan[],
  finalisedThisYear: number,
): PartnershipAction[] {
  const running = RUNNING_PARTNERSHIP_STATUSES.includes(partnership.status);
  const thisYear = workplans.filter((plan) => plan.year === partnership.year);
  const open = thisYear.find((plan) => !['approved', 'superseded'].includes(plan.status));
  const actions: PartnershipAction[] = [];
  if (viewer.isVendor) {
    // Every quarter that ended owes its return and its findings their answer, also once ended.
    actions.push('file_returns', 'answer_findings', 'move_actions');
    if (running && !open) actions.push('write_workplan');
    else if (running && open && EDITABLE_WORKPLAN_STATUSES.includes(open.status))
      actions.push('edit_workplan', 'submit_workplan');
    return actions;
  }
  if (viewer.manages) {
    actions.push('close_findings', 'move_actions', 'verify_actions');
    if (running) actions.push('record_audit');
    if (running && open?.status === 'submitted')
      actions.push('approve_workplan', 'return_workplan');
  }
  const quarters = quartersOfYear(partnership.year_starts_on, partnership.ends_on);
  if (viewer.decides && running && finalisedThisYear === quarters.length)
    actions.push('decide_renewal');
  if (viewer.decides && running) actions.push('terminate');
  return actions;
}

/** The whole partnership as `viewer` may see it. */
export async function partnershipAnswer(
  db: Kysely<Database>,
  partnership: PartnershipRecord,
  viewer: PartnershipViewer,
  now: Date,
): Promise<Partnership> {
  const [row] = await partnershipRows(db, [partnership.id], now);
  const solutions = await partnershipSolutions(db, partnership.vendor_id);
  const workplans = await workplansOf(db, partnership.id);
  const reviews = await db
    .selectFrom('vendor_reviews')
    .selectAll()
    .where('partnership_id', '=', partnership.id)
    .orderBy('quarter', 'desc')
    .execute();
  const auditDue = await auditDueOn(db, partnership);
  const held = solutions.some((solution) => solution.review_status === 'review_required');
  const inForce = workplans.find(
    (plan) => plan.status === 'approved' && plan.year === partnership.year,
  );
  return {
    ...row!,
    // Revenue and targets are in the portal's currency, as its invoices are.
    currency: DEFAULT_CURRENCY,
    quarters: quartersOfYear(partnership.year_starts_on, partnership.ends_on),
    solutions: solutions.map((solution) => ({
      id: solution.id,
      name: solution.name ?? '',
      code: solution.code,
      review_status: solution.review_status ?? 'in_process',
    })),
    workplans,
    workplan_in_force: inForce?.id ?? null,
    reviews: await Promise.all(reviews.map((review) => reviewAnswer(db, review, viewer, now))),
    corrective_actions: await correctiveActionsOf(db, { partnershipId: partnership.id }, now),
    audit_due_on: auditDue,
    audit_overdue: row!.audit_overdue,
    audits: await auditsOf(db, partnership.id),
    findings: await findingsOf(db, { partnershipId: partnership.id }, now),
    register_hold: held ? await holdCause(db, partnership, now) : null,
    returns: await returnsOf(db, { partnershipId: partnership.id }),
    return_quarters: await returnQuarters(db, partnership, now),
    actions: actionsFor(
      partnership,
      viewer,
      workplans,
      reviews.filter((review) => review.year === partnership.year && review.status === 'finalised')
        .length,
    ),
  };
}
