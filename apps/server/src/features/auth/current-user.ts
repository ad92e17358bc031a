import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { CurrentUser } from '@portal/shared/current-user';
import { committeeSeats, memberOfACommittee } from '@server/domain/users/committee-seats';
import { withRoleAndStatusNames } from '@server/db/joined-names';
import type { Database } from '@server/db/schema';
import { ok } from '@server/lib/envelope';
import {
  hasSecondFactor,
  owesSecondFactor,
  secondFactorsOf,
} from '@server/domain/second-factors/state';
import { permissionListOfRole } from '@server/lib/permissions';
import { createSession, type NewSession } from '@server/lib/sessions';

/**
 * The current user (docs/product.md, "Records") as login and verify-email answer it. The pending
 * verification code is never sent to its own user: that would make the mailed code pointless.
 */
export async function presentCurrentUser(
  db: Kysely<Database>,
  userId: number,
  token: string,
): Promise<CurrentUser> {
  const user = await db
    .selectFrom('users')
    .$call(withRoleAndStatusNames)
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.status',
      'users.role_id',
      'users.created_at',
      'users.updated_at',
      'users.email_verified_at',
      'users.phone',
      'users.address',
      'users.website',
      'users.contact_person_name',
      'users.contact_person_email',
      'users.contact_person_phone',
      'users.alternative_contact_person_name',
      'users.alternative_contact_person_email',
      'users.alternative_contact_person_phone',
      'users.referring_platform',
      'users.member_of_a_committee',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();

  const committees = await committeeSeats(db, [userId])
    .select(['committees.id as id', 'committees.name as name', 'committee_roles.name as role'])
    .execute();

  // One probe of the holder's index: whether the sidebar offers Utilities.
  const connection = await db
    .selectFrom('utility_connections')
    .select('id')
    .where('account_holder_id', '=', userId)
    .limit(1)
    .executeTakeFirst();

  // And of the vendor's: whether they lead to a partnership.
  const partnership = await db
    .selectFrom('vendor_partnerships')
    .select('id')
    .where('vendor_id', '=', userId)
    .limit(1)
    .executeTakeFirst();

  const permissions = await permissionListOfRole(db, user.role_id);
  const { role_id, member_of_a_committee, ...rest } = user;
  return {
    ...rest,
    role: role_id,
    token,
    verification_code: null,
    member_of_a_committee: memberOfACommittee(member_of_a_committee, committees),
    committees,
    permissions,
    // The web app leads such an account to its security settings first (record 0066).
    must_set_up_second_factor: owesSecondFactor(
      permissions.length,
      hasSecondFactor(await secondFactorsOf(db, userId)),
    ),
    holds_utility_connection: connection !== undefined,
    holds_vendor_partnership: partnership !== undefined,
  };
}

/**
 * Opens the session of a completed sign-in, from the request's address and browser, and answers
 * as login does: the current user and the bearer token.
 */
export async function signedIn(
  request: FastifyRequest,
  session: Pick<NewSession, 'userId' | 'remember' | 'methods'>,
) {
  const { db } = request.server.deps.database;
  const userAgent = request.headers['user-agent'];
  const token = await createSession(db, request.server.deps.clock, {
    ...session,
    ip: request.ip,
    ...(userAgent ? { userAgent } : {}),
  });
  const user = await presentCurrentUser(db, session.userId, token);
  return ok({ user, token }, 'Login successful.');
}
