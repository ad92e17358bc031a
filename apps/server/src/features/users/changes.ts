import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { AccountStatus, Role } from '@portal/shared/constants';
import type { UserInputSchema, UserUpdateSchema } from '@portal/shared/users';
import type { DatabaseHandle } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { voidPasswordResets } from '../../domain/password-reset';
import { revokeUserSessions } from '../../lib/sessions';
import type { Account } from './policy';
import { newRecordBy } from '../../lib/authorship';

type UserValues = z.output<typeof UserInputSchema>;
/** The edit form's values with the dialling code to save, the stored one when none was sent. */
type UserUpdateValues = Omit<z.output<typeof UserUpdateSchema>, 'country_code'> &
  Pick<UserValues, 'country_code'>;
type Target = Account & { email: string };

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

/** The user's committees become exactly `committees`: the form edits them as a whole. */
async function replaceCommittees(
  trx: Transaction<Database>,
  userId: number,
  committees: UserValues['committees'],
  now: string,
): Promise<void> {
  await trx.deleteFrom('committee_members').where('user_id', '=', userId).execute();
  if (committees.length === 0) return;
  await trx
    .insertInto('committee_members')
    .values(
      committees.map(({ name, role }) => ({
        committee_id: name,
        committee_role_id: role,
        user_id: userId,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
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
  const { id } = await trx
    .insertInto('users')
    .values({
      ...formColumns(values),
      password_hash: passwordHash,
      status: AccountStatus.Active,
      email_verified_at: verifiedAt(values.role, now),
      ...newRecordBy(by, now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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
 * Changes the user as they are now, in a transaction, unless `refusal` gives a reason (409). The
 * reason may depend on how many other active administrators there are: on PostgreSQL their rows
 * stay locked to the end, so two administrators demoting, blocking or deleting each other at once
 * cannot both pass the last-administrator rule (SQLite runs one writing transaction at a time).
 */
export function changeKeepingAnAdministrator(
  database: DatabaseHandle,
  userId: number,
  steps: {
    refusal: (target: Target, otherActiveAdministrators: number) => string | undefined;
    change: (trx: Transaction<Database>, target: Target) => Promise<void>;
  },
): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    const administrators = await trx
      .selectFrom('users')
      .select('id')
      .where('role_id', '=', Role.Administrator)
      .where('status', '=', AccountStatus.Active)
      .orderBy('id')
      .$if(database.engine === 'postgres', (query) => query.forUpdate())
      .execute();
    const target = await trx
      .selectFrom('users')
      .select(['id', 'role_id', 'status', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!target) throw notFound('User not found.');
    const others = administrators.filter((administrator) => administrator.id !== userId).length;
    const refusal = steps.refusal(target, others);
    if (refusal) throw conflict(refusal);
    await steps.change(trx, target);
  });
}
