import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database, NewUser } from '@server/db/schema';
import { seedAdministrator } from '@server/seed';
import { verifyPassword } from '@server/domain/password';
import { freshDatabaseEachTest, testEngine } from '../helpers/database';

let db: Kysely<Database>;
freshDatabaseEachTest((handle) => (db = handle.db));

function user(overrides: Partial<NewUser> = {}): NewUser {
  return {
    name: 'Wanjiru',
    email: 'wanjiru@example.test',
    password_hash: 'not-a-real-hash',
    role_id: 2,
    account_type_id: 1,
    ...overrides,
  };
}

async function count(table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

describe(`constraints on ${testEngine}`, () => {
  it('gives a new user status 1, no committee and a numeric count', async () => {
    const { id } = await db
      .insertInto('users')
      .values(user())
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 1, member_of_a_committee: 0, email_verified_at: null });
    expect(await count('users')).toBe(1);
  });

  it('refuses a second user with the same email', async () => {
    await db.insertInto('users').values(user()).execute();
    await expect(
      db
        .insertInto('users')
        .values(user({ name: 'Other' }))
        .execute(),
    ).rejects.toThrow();
    expect(await count('users')).toBe(1);
  });

  it('refuses a user whose role does not exist', async () => {
    await expect(
      db
        .insertInto('users')
        .values(user({ role_id: 99 }))
        .execute(),
    ).rejects.toThrow();
    expect(await count('users')).toBe(0);
  });

  it('refuses to delete a role that a user holds', async () => {
    await db
      .insertInto('users')
      .values(user({ role_id: 6 }))
      .execute();
    await expect(db.deleteFrom('roles').where('id', '=', 6).execute()).rejects.toThrow();
  });

  it("deletes a user's sessions, keys and memberships with the user", async () => {
    const { id } = await db
      .insertInto('users')
      .values(user())
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await db
      .insertInto('users')
      .values(user({ email: 'other@example.test' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const expires_at = new Date(Date.now() + 3_600_000).toISOString();
    // Every row names `remember`: in a multi-row insert Kysely fills a missing column with NULL on
    // SQLite (which has no DEFAULT in VALUES), not with the column default.
    await db
      .insertInto('sessions')
      .values([
        { user_id: id, token_hash: 'a', expires_at, remember: 0 },
        { user_id: id, token_hash: 'b', expires_at, remember: 1 },
        { user_id: other.id, token_hash: 'c', expires_at, remember: 0 },
      ])
      .execute();
    await db
      .insertInto('api_keys')
      .values({
        name: 'k',
        user_id: id,
        key_hash: 'h',
        key_encrypted: 'e',
        key_prefix: 'p',
        expiry_date: '2027-01-01',
      })
      .execute();
    const committee = await db
      .insertInto('committees')
      .values({ name: 'Finance', created_by: id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('committee_members')
      .values({ committee_id: committee.id, user_id: id, committee_role_id: 1 })
      .execute();

    await db.deleteFrom('users').where('id', '=', id).execute();

    const sessions = await db.selectFrom('sessions').select(['user_id', 'token_hash']).execute();
    expect(sessions).toEqual([{ user_id: other.id, token_hash: 'c' }]);
    expect(await count('api_keys')).toBe(0);
    expect(await count('committee_members')).toBe(0);
    const kept = await db.selectFrom('committees').select('created_by').executeTakeFirstOrThrow();
    expect(kept.created_by).toBeNull();
  });
});

describe(`seedAdministrator on ${testEngine}`, () => {
  it('creates one verified, active administrator with a generated password, once', async () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    const result = await seedAdministrator(db, { email: '  Admin@Example.TEST ' }, now);
    expect(result.created).toBe(true);
    expect(result.email).toBe('admin@example.test');
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const admin = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({
      name: 'Administrator',
      email: 'admin@example.test',
      role_id: 1,
      status: 1,
      email_verified_at: '2026-11-21T10:00:00.000Z',
      created_at: '2026-11-21T10:00:00.000Z',
    });
    expect(await verifyPassword(admin.password_hash, result.generatedPassword ?? '')).toBe(true);
    expect(await verifyPassword(admin.password_hash, 'wrong password')).toBe(false);

    const again = await seedAdministrator(db, { email: 'someone.else@example.test' });
    expect(again).toEqual({ created: false, email: 'admin@example.test' });
    expect(await count('users')).toBe(1);
  });

  it('uses the given password and does not return it', async () => {
    const result = await seedAdministrator(db, {
      email: 'root@example.test',
      password: 'correct horse',
    });
    expect(result).toEqual({ created: true, email: 'root@example.test' });
    const admin = await db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(admin.password_hash).not.toContain('correct horse');
    expect(await verifyPassword(admin.password_hash, 'correct horse')).toBe(true);
  });

  it('does nothing while any role-1 user exists', async () => {
    await db
      .insertInto('users')
      .values(user({ email: 'boss@example.test', role_id: 1 }))
      .execute();
    const result = await seedAdministrator(db, { email: 'admin@example.test' });
    expect(result).toEqual({ created: false, email: 'boss@example.test' });
    expect(await count('users')).toBe(1);
  });

  it('refuses to take over an email that belongs to a non-administrator', async () => {
    await db
      .insertInto('users')
      .values(user({ email: 'admin@example.test' }))
      .execute();
    await expect(seedAdministrator(db, { email: 'admin@example.test' })).rejects.toThrow(
      /not an administrator/,
    );
    const row = await db.selectFrom('users').select('role_id').executeTakeFirstOrThrow();
    expect(row.role_id).toBe(2);
  });
});
