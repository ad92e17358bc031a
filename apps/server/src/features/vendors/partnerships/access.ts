import type { FastifyRequest } from 'fastify';
import { CommitteeRole } from '@portal/shared/constants';
import type { Selectable } from 'kysely';
import { RUNNING_PARTNERSHIP_STATUSES } from '@portal/shared/vendor-partnership-words';
import { partnershipMessages } from '@portal/shared/vendor-partnerships';
import type { VendorPartnershipsTable } from '@server/db/schema';
import { conflict, forbidden, notFound } from '@server/lib/errors';
import { actorOf, type Actor } from '@server/lib/http/actor';

export type PartnershipRecord = Selectable<VendorPartnershipsTable>;

/** Who is looking at a partnership, and in which capacity (docs/product.md, "The vendor partnership"). */
export type PartnershipViewer = {
  actor: Actor;
  /** The vendor whose partnership it is. */
  isVendor: boolean;
  /** Staff who see every partnership: `vendors.view_all`, `vendors.manage` or `vendors.decide`. */
  isStaff: boolean;
  manages: boolean;
  decides: boolean;
  /** A member of the committee that scores its reviews, and whether as its chairperson. */
  onCommittee: boolean;
  chairs: boolean;
};

export const partnershipNotFound = () => notFound(partnershipMessages.notFound);

/** The permissions that see every partnership: to read, to run, or to decide them. */
export const STAFF_PERMISSIONS = ['vendors.view_all', 'vendors.manage', 'vendors.decide'] as const;

/**
 * Partnership `id` as the signed-in caller may see it: the vendor's own, any with a staff
 * permission, or one whose committee they sit on. 404 otherwise, as for an id that does not exist,
 * so that nobody learns which vendors have one.
 */
export async function partnershipFor(
  request: FastifyRequest,
  id: number,
): Promise<{ partnership: PartnershipRecord; viewer: PartnershipViewer }> {
  const { db } = request.server.deps.database;
  const actor = actorOf(request);
  const partnership = await db
    .selectFrom('vendor_partnerships')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!partnership) throw partnershipNotFound();
  const seats =
    partnership.committee_id === null
      ? []
      : await db
          .selectFrom('committee_members')
          .select('committee_role_id')
          .where('committee_id', '=', partnership.committee_id)
          .where('user_id', '=', actor.user.id)
          .execute();
  const viewer: PartnershipViewer = {
    actor,
    isVendor: partnership.vendor_id === actor.user.id,
    isStaff: STAFF_PERMISSIONS.some((key) => actor.permissions.has(key)),
    manages: actor.permissions.has('vendors.manage'),
    decides: actor.permissions.has('vendors.decide'),
    onCommittee: seats.length > 0,
    chairs: seats.some((seat) => seat.committee_role_id === CommitteeRole.Chairperson),
  };
  if (!viewer.isVendor && !viewer.isStaff && !viewer.onCommittee) throw partnershipNotFound();
  return { partnership, viewer };
}

/** 403 unless `allowed`: the caller sees the partnership but may not take this step. */
export function ensureAllowed(allowed: boolean): void {
  if (!allowed) throw forbidden();
}

/**
 * Partnership `id` for a step the authority takes on it while it runs (renew it, end it): the
 * vendor may not take it, even holding the permission, and one that has ended is a 409.
 */
export async function runningPartnershipForAuthority(request: FastifyRequest, id: number) {
  const found = await partnershipFor(request, id);
  ensureAllowed(!found.viewer.isVendor);
  if (!RUNNING_PARTNERSHIP_STATUSES.includes(found.partnership.status))
    throw conflict(partnershipMessages.notRunning);
  return found;
}
