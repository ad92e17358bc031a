import { sql, type Kysely, type Updateable } from 'kysely';
import { partnershipMessages, type WorkplanContent } from '@portal/shared/vendor-partnerships';
import {
  EDITABLE_WORKPLAN_STATUSES,
  type WorkplanStatus,
} from '@portal/shared/vendor-partnership-words';
import type { Database, VendorWorkplansTable } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/errors';
import { conflict } from '@server/lib/errors';

/*
 * A partnership year's workplan, in versions (docs/product.md, "The vendor partnership"): the
 * vendor writes and submits one, staff approve it (then it is locked and in force) or return it
 * with a note. A revision of an approved plan is a new version, approved in its turn; the one it
 * replaces is superseded from that moment, and stays on record for the quarters it governed.
 * Every move is one conditional update, so that two at once decide once.
 */

type Year = { partnershipId: number; year: number };

/** Starts the next version of the year's plan; 409 while another is being written or waits. */
export async function insertWorkplan(
  trx: Kysely<Database>,
  { partnershipId, year }: Year,
  content: WorkplanContent,
  by: number,
  now: string,
): Promise<number> {
  const last = await trx
    .selectFrom('vendor_workplans')
    .select(sql<number>`max(version)`.as('version'))
    .where('partnership_id', '=', partnershipId)
    .where('year', '=', year)
    .executeTakeFirst();
  try {
    const { id } = await trx
      .insertInto('vendor_workplans')
      .values({
        partnership_id: partnershipId,
        year,
        version: (last?.version ?? 0) + 1,
        content: JSON.stringify(content),
        created_by: by,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    // Another version is open (the partial unique index), or was started at the same moment.
    if (isUniqueViolation(error)) throw conflict(partnershipMessages.openVersion);
    throw error;
  }
}

/** Moves workplan `id` from one of `from` by `set`; 409 with `refusal` if it was not there. */
async function moveWorkplan(
  trx: Kysely<Database>,
  id: number,
  from: readonly WorkplanStatus[],
  set: Updateable<VendorWorkplansTable>,
  refusal: string,
): Promise<void> {
  const { numUpdatedRows } = await trx
    .updateTable('vendor_workplans')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) throw conflict(refusal);
}

export const updateWorkplan = (
  trx: Kysely<Database>,
  id: number,
  content: WorkplanContent,
  now: string,
) =>
  moveWorkplan(
    trx,
    id,
    EDITABLE_WORKPLAN_STATUSES,
    { content: JSON.stringify(content), updated_at: now },
    partnershipMessages.workplanNotEditable,
  );

export const submitWorkplan = (trx: Kysely<Database>, id: number, now: string) =>
  moveWorkplan(
    trx,
    id,
    EDITABLE_WORKPLAN_STATUSES,
    { status: 'submitted', submitted_at: now, return_note: null, updated_at: now },
    partnershipMessages.workplanNotEditable,
  );

export const returnWorkplan = (trx: Kysely<Database>, id: number, note: string, now: string) =>
  moveWorkplan(
    trx,
    id,
    ['submitted'],
    { status: 'returned', return_note: note, updated_at: now },
    partnershipMessages.workplanNotSubmitted,
  );

/** Approves workplan `id`, which supersedes the year's approved version from now. */
export async function approveWorkplan(
  trx: Kysely<Database>,
  plan: { id: number } & Year,
  by: number,
  now: string,
): Promise<void> {
  await moveWorkplan(
    trx,
    plan.id,
    ['submitted'],
    { status: 'approved', approved_at: now, approved_by: by, updated_at: now },
    partnershipMessages.workplanNotSubmitted,
  );
  await trx
    .updateTable('vendor_workplans')
    .set({ status: 'superseded', superseded_at: now, updated_at: now })
    .where('partnership_id', '=', plan.partnershipId)
    .where('year', '=', plan.year)
    .where('status', '=', 'approved')
    .where('id', '!=', plan.id)
    .execute();
}
