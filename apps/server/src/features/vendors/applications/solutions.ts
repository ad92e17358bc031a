import type { Kysely } from 'kysely';
import type { Solution, SolutionInput, Certification } from '@portal/shared/vendor-applications';
import type { DecisionStatus, ReviewStatus } from '@portal/shared/vendor-journey';
import type { Database } from '@server/db/schema';
import { newLetterCode } from '@server/domain/applications/letters/codes';
import { notFound } from '@server/lib/errors';

/*
 * A vendor application's solutions, each reviewed on its own (docs/product.md, "Software and
 * cloud vendors"): what the vendor says of them, their review status with its history, and the
 * conditions of an approval. The one writer of their tables.
 */

export const solutionNotFound = () => notFound('Solution not found.');

type SolutionFields = Omit<SolutionInput, 'certifications'> & { certifications: Certification[] };

const stored = (input: SolutionFields) => ({
  ...input,
  certifications: JSON.stringify(input.certifications),
});

/** The solutions of `applicationId` with their conditions, in the order they were added. */
export async function solutionsOf(
  db: Kysely<Database>,
  applicationId: number,
): Promise<Solution[]> {
  const rows = await db
    .selectFrom('vendor_solutions')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const conditions = await db
    .selectFrom('vendor_solution_conditions')
    .select(['id', 'solution_id', 'text', 'due_on'])
    .where(
      'solution_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? '',
    category: row.category ?? 'saas',
    service_model: (row.service_model ?? 'public_cloud') as Solution['service_model'],
    data_location_country: row.data_location_country ?? '',
    data_location_facility: row.data_location_facility ?? '',
    certifications: JSON.parse(row.certifications) as Solution['certifications'],
    exit_plan: row.exit_plan ?? '',
    description: row.description ?? '',
    review_status: row.review_status,
    conditions: conditions
      .filter((condition) => condition.solution_id === row.id)
      .map(({ id, text, due_on }) => ({ id, text, due_on })),
    code: row.code,
    decided_at: row.decided_at,
  }));
}

export async function insertSolution(
  trx: Kysely<Database>,
  applicationId: number,
  input: SolutionFields,
  now: string,
): Promise<number> {
  const { id } = await trx
    .insertInto('vendor_solutions')
    .values({ application_id: applicationId, ...stored(input), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateSolution(
  trx: Kysely<Database>,
  applicationId: number,
  solutionId: number,
  input: SolutionFields,
  now: string,
): Promise<void> {
  const { numUpdatedRows } = await trx
    .updateTable('vendor_solutions')
    .set({ ...stored(input), updated_at: now })
    .where('id', '=', solutionId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) throw solutionNotFound();
}

export async function deleteSolution(
  trx: Kysely<Database>,
  applicationId: number,
  solutionId: number,
): Promise<void> {
  const { numDeletedRows } = await trx
    .deleteFrom('vendor_solutions')
    .where('id', '=', solutionId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (numDeletedRows === 0n) throw solutionNotFound();
}

/**
 * Moves every solution of `applicationId` that is in one of `from` (null: not yet reviewed) to
 * `to`, each with a line of history: submission puts them in process, a withdrawal withdraws
 * those under review.
 */
export async function moveSolutions(
  trx: Kysely<Database>,
  applicationId: number,
  from: readonly (ReviewStatus | null)[],
  to: ReviewStatus,
  now: string,
  note: string | null = null,
): Promise<void> {
  const moving = await trx
    .selectFrom('vendor_solutions')
    .select(['id', 'review_status'])
    .where('application_id', '=', applicationId)
    .execute();
  for (const solution of moving.filter((row) => from.includes(row.review_status)))
    await recordMove(trx, solution, { review_status: to }, note, now);
}

/** Moves one solution from the status it was read in, with a line of its public history. */
async function recordMove(
  trx: Kysely<Database>,
  solution: { id: number; review_status: ReviewStatus | null },
  set: { review_status: ReviewStatus; held_from?: ReviewStatus | null },
  note: string | null,
  now: string,
): Promise<void> {
  await trx
    .updateTable('vendor_solutions')
    .set({ ...set, updated_at: now })
    .where('id', '=', solution.id)
    .execute();
  await trx
    .insertInto('vendor_solution_status_changes')
    .values({
      solution_id: solution.id,
      from_status: solution.review_status,
      to_status: set.review_status,
      at: now,
      note,
    })
    .execute();
}

/**
 * Gives a solution its decision: its status, the conditions of an approval with conditions, and
 * its code in the public register, with a line of history.
 */
export async function decideSolution(
  trx: Kysely<Database>,
  solutionId: number,
  status: DecisionStatus,
  conditions: { text: string; due_on: string }[],
  now: string,
): Promise<void> {
  const current = await trx
    .selectFrom('vendor_solutions')
    .select(['review_status', 'code'])
    .where('id', '=', solutionId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('vendor_solutions')
    .set({
      review_status: status,
      code: current.code ?? newLetterCode(),
      decided_at: now,
      updated_at: now,
    })
    .where('id', '=', solutionId)
    .execute();
  if (conditions.length > 0) {
    await trx
      .insertInto('vendor_solution_conditions')
      .values(
        conditions.map((condition) => ({ solution_id: solutionId, ...condition, created_at: now })),
      )
      .execute();
  }
  await trx
    .insertInto('vendor_solution_status_changes')
    .values({
      solution_id: solutionId,
      from_status: current.review_status,
      to_status: status,
      at: now,
      note: null,
    })
    .execute();
}

/** The vendor's solutions the register offers under its partnership, or holds for a review. */
const OFFERED: readonly ReviewStatus[] = ['approved', 'approved_with_conditions'];

/**
 * Puts every offered solution of `vendorId` under review in the register, keeping the status it
 * returns to, with `reason` in its history (docs/product.md, "The vendor partnership"). Answers
 * the names of those it moved.
 */
export async function holdSolutions(
  trx: Kysely<Database>,
  vendorId: number,
  reason: string,
  now: string,
): Promise<string[]> {
  return moveHeld(trx, vendorId, reason, now, 'hold');
}

/** Gives back to every held solution of `vendorId` the status it had, with `note` in its history. */
export async function releaseSolutions(
  trx: Kysely<Database>,
  vendorId: number,
  note: string,
  now: string,
): Promise<string[]> {
  return moveHeld(trx, vendorId, note, now, 'release');
}

/**
 * The solutions of `vendorId` that the register shows in one of `statuses`, oldest first: those
 * the register's holds move, and those its partnership offers.
 */
export function vendorSolutionsIn(
  trx: Kysely<Database>,
  vendorId: number,
  statuses: readonly ReviewStatus[],
) {
  return trx
    .selectFrom('vendor_solutions')
    .innerJoin('applications', 'applications.id', 'vendor_solutions.application_id')
    .select([
      'vendor_solutions.id',
      'vendor_solutions.name',
      'vendor_solutions.code',
      'vendor_solutions.review_status',
      'vendor_solutions.held_from',
    ])
    .where('applications.applicant_id', '=', vendorId)
    .where('applications.journey', '=', 'vendor')
    .where('vendor_solutions.review_status', 'in', statuses)
    .orderBy('vendor_solutions.id');
}

async function moveHeld(
  trx: Kysely<Database>,
  vendorId: number,
  note: string,
  now: string,
  move: 'hold' | 'release',
): Promise<string[]> {
  const found = vendorSolutionsIn(trx, vendorId, move === 'hold' ? OFFERED : ['review_required']);
  const moving = await (
    move === 'hold' ? found : found.where('vendor_solutions.held_from', 'is not', null)
  ).execute();
  for (const solution of moving)
    await recordMove(
      trx,
      solution,
      move === 'hold'
        ? { review_status: 'review_required', held_from: solution.review_status }
        : { review_status: solution.held_from!, held_from: null },
      note,
      now,
    );
  return moving.map((solution) => solution.name ?? '');
}

/**
 * Withdraws from the register every solution of `vendorId` it still shows as offered or under
 * review, with `note` in its history: the partnership they were offered under has ended. Answers
 * the names of those it moved; none once done, so that it may run again.
 */
export async function withdrawPartnershipSolutions(
  trx: Kysely<Database>,
  vendorId: number,
  note: string,
  now: string,
): Promise<string[]> {
  const moving = await vendorSolutionsIn(trx, vendorId, [...OFFERED, 'review_required']).execute();
  for (const solution of moving)
    await recordMove(trx, solution, { review_status: 'withdrawn', held_from: null }, note, now);
  return moving.map((solution) => solution.name ?? '');
}
