import type { Kysely } from 'kysely';
import { nairobiDay, shiftDay } from '@portal/shared/calendar';
import {
  RUNNING_PARTNERSHIP_STATUSES,
  yearEndsOn,
  type PartnershipStatus,
  type RenewalDecision,
} from '@portal/shared/vendor-partnership-words';
import type { Database } from '@server/db/schema';
import type { AuditTrail } from '@server/lib/audit/trail';

/*
 * The vendor partnership (docs/product.md, "The vendor partnership"), one of the writers of the
 * partnership's tables (record 0049): this folder writes them all.
 */

/**
 * Opens the vendor's partnership in `trx`, the decision's transaction, when its first solution is
 * approved: from the day of the decision (Nairobi) for a year, at the decision's share. A vendor
 * whose partnership already runs keeps it as it is: a later approval adds solutions, not a second
 * partnership. Answers the new partnership's id, or null when one already ran.
 */
export async function openPartnership(
  trx: Kysely<Database>,
  trail: AuditTrail,
  opening: {
    vendorId: number;
    applicationId: number;
    committeeId: number | null;
    shareBps: number;
    now: Date;
  },
): Promise<number | null> {
  const running = await trx
    .selectFrom('vendor_partnerships')
    .select('id')
    .where('vendor_id', '=', opening.vendorId)
    .where('status', 'in', RUNNING_PARTNERSHIP_STATUSES)
    .executeTakeFirst();
  if (running) return null;
  const startsOn = nairobiDay(opening.now);
  const at = opening.now.toISOString();
  return trail.creation(trx, 'vendor_partnership.opened', async () => {
    const { id } = await trx
      .insertInto('vendor_partnerships')
      .values({
        vendor_id: opening.vendorId,
        application_id: opening.applicationId,
        committee_id: opening.committeeId,
        starts_on: startsOn,
        year_starts_on: startsOn,
        ends_on: yearEndsOn(startsOn),
        share_bps: opening.shareBps,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/**
 * Keeps a running partnership's status in step with its corrective actions: under corrective
 * measures while any action is not yet verified, and back to active (or renewed, after its first
 * year) once every one is. Audited when it changes.
 */
export async function followCorrectiveActions(
  trx: Kysely<Database>,
  trail: AuditTrail,
  partnershipId: number,
  now: string,
): Promise<void> {
  const partnership = await trx
    .selectFrom('vendor_partnerships')
    .select(['status', 'year'])
    .where('id', '=', partnershipId)
    .executeTakeFirstOrThrow();
  if (!RUNNING_PARTNERSHIP_STATUSES.includes(partnership.status)) return;
  const open = await trx
    .selectFrom('vendor_corrective_actions')
    .select('id')
    .where('partnership_id', '=', partnershipId)
    .where('milestone', '!=', 'verified')
    .executeTakeFirst();
  const status: PartnershipStatus = open
    ? 'under_corrective_measures'
    : partnership.year > 1
      ? 'renewed'
      : 'active';
  if (status === partnership.status) return;
  await trail.change(trx, 'vendor_partnership.status_changed', partnershipId, () =>
    trx
      .updateTable('vendor_partnerships')
      .set({ status, updated_at: now })
      .where('id', '=', partnershipId)
      .execute(),
  );
}

/**
 * Decides the renewal of `partnership` at the end of its year `year`, by one conditional update on
 * that year (of two decisions at once, the second finds the year moved on and is refused): a
 * renewal opens the next year from the day after this one ends, a refusal lets it end on its
 * last day. Answers false when the partnership was no longer in that year and running.
 */
export async function decideRenewal(
  trx: Kysely<Database>,
  trail: AuditTrail,
  partnership: { id: number; year: number; ends_on: string },
  decision: RenewalDecision,
  now: string,
): Promise<boolean> {
  const nextStart = shiftDay(partnership.ends_on, 1);
  const set =
    decision === 'not_renewed'
      ? { status: 'not_renewed' as const }
      : {
          status:
            decision === 'renewed' ? ('renewed' as const) : ('under_corrective_measures' as const),
          year: partnership.year + 1,
          year_starts_on: nextStart,
          ends_on: yearEndsOn(nextStart),
        };
  const result = await trail.change(trx, 'vendor_partnership.renewal_decided', partnership.id, () =>
    trx
      .updateTable('vendor_partnerships')
      .set({ ...set, updated_at: now })
      .where('id', '=', partnership.id)
      .where('year', '=', partnership.year)
      .where('status', 'in', RUNNING_PARTNERSHIP_STATUSES)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends a running `partnership` today (Nairobi), before its term, by one conditional update: of two
 * terminations at once, the second finds it ended and is refused. Its year ends today, so that the
 * returns of the quarters it ran stay owed and no later one is. Answers false when it no longer ran.
 */
export async function terminatePartnership(
  trx: Kysely<Database>,
  trail: AuditTrail,
  partnership: { id: number; ends_on: string },
  today: string,
  now: string,
): Promise<boolean> {
  const endsOn = today < partnership.ends_on ? today : partnership.ends_on;
  const result = await trail.change(trx, 'vendor_partnership.terminated', partnership.id, () =>
    trx
      .updateTable('vendor_partnerships')
      .set({ status: 'terminated', ends_on: endsOn, updated_at: now })
      .where('id', '=', partnership.id)
      .where('status', 'in', RUNNING_PARTNERSHIP_STATUSES)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) === 1;
}
