import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Role } from '@portal/shared/constants';
import type { Database } from '@server/db/schema';
import { auditTrail } from '@server/lib/audit/trail';
import { actorOf } from '@server/lib/http/actor';
import { promoteRegisteredUser } from '../users/account-records';

/**
 * An approved applicant who still holds the Registered User role takes the role the approval
 * earns: an Investor for land, a Software Vendor for an approved solution (docs/product.md,
 * "Roles"); any other role is the administrators' choice and stays.
 */
export async function promoteApplicant(
  request: FastifyRequest,
  trx: Kysely<Database>,
  applicantId: number | null,
  role: typeof Role.Investor | typeof Role.SoftwareVendor,
  now: string,
): Promise<void> {
  if (applicantId === null) return;
  const applicant = await trx
    .selectFrom('users')
    .select('role_id')
    .where('id', '=', applicantId)
    .executeTakeFirst();
  if (applicant?.role_id !== Role.RegisteredUser) return;
  // The system's change, following the decider's approval: on their behalf (record 0043).
  await auditTrail(request, { bySystem: true }).change(trx, 'user.updated', applicantId, () =>
    promoteRegisteredUser(trx, applicantId, role, actorOf(request).user.id, now),
  );
}
