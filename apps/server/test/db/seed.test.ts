import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '@server/db/schema';
import { seedReferenceData } from '@server/seed';
import { freshDatabaseEachTest, testEngine } from '../helpers/database';

let db: Kysely<Database>;
freshDatabaseEachTest((handle) => (db = handle.db));

async function snapshot() {
  return {
    roles: await db.selectFrom('roles').select(['id', 'name']).orderBy('id').execute(),
    accountTypes: await db.selectFrom('account_types').selectAll().orderBy('id').execute(),
    accountStatuses: await db.selectFrom('account_statuses').selectAll().orderBy('id').execute(),
    serviceCategories: await db
      .selectFrom('service_categories')
      .selectAll()
      .orderBy('id')
      .execute(),
    committeeRoles: await db.selectFrom('committee_roles').selectAll().orderBy('id').execute(),
    countries: await db.selectFrom('countries').selectAll().orderBy('id').execute(),
  };
}

describe(`reference data on ${testEngine}`, () => {
  it('holds the fixed rows the code relies on', async () => {
    const data = await snapshot();
    expect(data.roles).toEqual([
      { id: 1, name: 'Administrator' },
      { id: 2, name: 'Registered User' },
      { id: 3, name: 'Software Vendor' },
      { id: 4, name: 'Developer' },
      { id: 5, name: 'Committee Member' },
      { id: 6, name: 'Investor' },
    ]);
    expect(data.accountTypes).toEqual([
      { id: 1, name: 'Investor' },
      { id: 2, name: 'Company' },
      { id: 3, name: 'Software / Cloud Vendor' },
      { id: 4, name: 'Developer' },
    ]);
    expect(data.accountStatuses).toEqual([
      { id: 1, name: 'Active', alias: 'active' },
      { id: 2, name: 'Blocked', alias: 'blocked' },
    ]);
    expect(data.serviceCategories).toEqual([
      { id: 1, name: 'Authority Service' },
      { id: 2, name: 'Partner Service' },
    ]);
    expect(data.committeeRoles).toEqual([
      { id: 1, name: 'Chairperson' },
      { id: 2, name: 'Secretary' },
      { id: 3, name: 'Member' },
    ]);
  });

  it('lists every country with its alpha-2 code and dialling code', async () => {
    const { countries } = await snapshot();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual(
      expect.objectContaining({ name: 'Kenya', code: 'KE', dial_code: '+254' }),
    );
    expect(countries).toContainEqual(expect.objectContaining({ code: 'GB', dial_code: '+44' }));
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dial_code).toMatch(/^\+\d{1,4}$/);
    }
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    await seedReferenceData(db);
    await seedReferenceData(db);
    expect(await snapshot()).toEqual(before);
  });

  it('lets rows be inserted without an id after seeding, even after a re-seed', async () => {
    const first = await db
      .insertInto('roles')
      .values({ name: 'Auditor' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(first.id).toBe(7);

    await seedReferenceData(db);
    const second = await db
      .insertInto('roles')
      .values({ name: 'Reviewer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(second.id).toBe(8);

    const { max } = await db
      .selectFrom('countries')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const country = await db
      .insertInto('countries')
      .values({ name: 'Atlantis', code: 'ZZ', dial_code: '+999' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A re-seed that skipped existing countries must not have burnt ids on PostgreSQL.
    expect(country.id).toBe(Number(max) + 1);

    for (const table of ['account_types', 'service_categories', 'committee_roles'] as const) {
      await expect(
        db
          .insertInto(table)
          .values({ name: `New ${table}` })
          .execute(),
      ).resolves.toBeDefined();
    }
    await expect(
      db.insertInto('account_statuses').values({ name: 'Pending', alias: 'pending' }).execute(),
    ).resolves.toBeDefined();
  });

  it('keeps a renamed role as the administrator named it', async () => {
    await db.updateTable('roles').set({ name: 'Member Investor' }).where('id', '=', 6).execute();
    await seedReferenceData(db);
    const role = await db.selectFrom('roles').select('name').where('id', '=', 6).executeTakeFirst();
    expect(role?.name).toBe('Member Investor');
  });
});
