import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { AccountStatus, Role } from '@portal/shared/constants';
import type { UserInputSchema, UserUpdateSchema } from '@portal/shared/users';
import type { Database, NewUser } from '@server/db/schema';
import { newRecordBy } from '@server/lib/authorship';
import type { Clock } from '@server/lib/clock';
import { revokeUserSessions } from '@server/lib/sessions';
import { voidPasswordResets } from '../password-reset';
import { replaceCommittees } from './committee-seats';

type UserValues = z.output<typeof UserInputSchema>;
/** The edit form's values with the dialling code to save, the stored one when none was sent. */
type UserUpdateValues = Omit<z.output<typeof UserUpdateSchema>, 'country_code'> &
  Pick<UserValues, 'country_code'>;
type Target = { id: number; email: string };

/** An administrator's users are verified at once, but for role 2, which proves its address. */
const verifiedAt = (role: number, now: string) => (role === Role.RegisteredUser ? null : now);

/** The columns both user forms write. */
const formColumns = (values: UserValues) => ({
  name: values.name,
  email: values.email,
  role_id: values.role,
  account_type_id: values.account_type,
  member_of_a_committee: values.member_of_a_committee === 'Yes' ? (1 as const) : (0 as const),
  country_code: values.country_code,
  phone: values.phone,
});

/** Creates an account, from sign-up or the back office; a taken email fails the insert. */
export async function createUser(db: Kysely<Database>, user: NewUser): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values(user)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Creates an account unless one has its email (another instance seeding at once). */
export async function createUserIfEmailFree(
  db: Kysely<Database>,
  user: NewUser,
): Promise<number | undefined> {
  const row = await db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Creates an active user with their committees, in the caller's transaction; answers the new id. */
export async function insertUser(
  trx: Transaction<Database>,
  clock: Clock,
  values: UserValues,
  passwordHash: string,
  by: number,
): Promise<number> {
  const now = clock.now().toISOString();
  const id = await createUser(trx, {
    ...formColumns(values),
    password_hash: passwordHash,
    status: AccountStatus.Active,
    email_verified_at: verifiedAt(values.role, now),
    ...newRecordBy(by, now),
  });
  await replaceCommittees(trx, id, values.committees, now);
  return id;
}

/**
 * Saves the edit form. A new email address is verified afresh by the create rule; a new password
 * voids the user's reset links; a new password or a reset signs them out everywhere.
 */
export async function updateUser(
  trx: Transaction<Database>,
  clock: Clock,
  target: Target,
  values: UserUpdateValues,
  passwordHash: string | undefined,
  by: number,
): Promise<void> {
  const now = clock.now().toISOString();
  const newEmail =
    values.email === target.email
      ? {}
      : {
          email_verified_at: verifiedAt(values.role, now),
          verification_code: null,
          verification_expires_at: null,
        };
  await trx
    .updateTable('users')
    .set({
      ...formColumns(values),
      ...newEmail,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      updated_by: by,
      updated_at: now,
    })
    .where('id', '=', target.id)
    .execute();
  await replaceCommittees(trx, target.id, values.committees, now);
  if (passwordHash) await voidPasswordResets(trx, target.id);
  if (passwordHash || values.reset_password) await revokeUserSessions(trx, clock, target.id);
}

/** Sets the account status; any status but active signs the user out everywhere. */
export async function setAccountStatus(
  trx: Transaction<Database>,
  clock: Clock,
  userId: number,
  status: number,
  by: number,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ status, updated_by: by, updated_at: clock.now().toISOString() })
    .where('id', '=', userId)
    .execute();
  if (status !== AccountStatus.Active) await revokeUserSessions(trx, clock, userId);
}

/**
 * Deletes the user. The foreign keys do the rest in the same statement: their sessions, reset
 * links, API keys and committee seats go (ON DELETE CASCADE), and the records they created or
 * edited keep a null author (ON DELETE SET NULL).
 */
export async function deleteUser(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}

/**
 * An approved applicant who is still a Registered User takes the role their approval earns
 * (an Investor, a Software Vendor); another role is left as it is.
 */
export async function promoteRegisteredUser(
  trx: Kysely<Database>,
  userId: number,
  role: typeof Role.Investor | typeof Role.SoftwareVendor,
  by: number,
  now: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ role_id: role, updated_by: by, updated_at: now })
    .where('id', '=', userId)
    .where('role_id', '=', Role.RegisteredUser)
    .execute();
}
