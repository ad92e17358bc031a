import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/connection';
import { migrateToLatest } from '@server/db/migrate';
import { migrations } from '@server/db/migrations/index';
import { countRows, freshDatabaseEachTest, testEngine } from '../helpers/database';
import { dataUrl, jpeg, logoVersion } from '../helpers/images';

const tables = [
  'account_statuses',
  // The append-only trail of administrative acts (migration 0020).
  'audit_events',
  'account_types',
  'api_keys',
  // The land journey (migration 0021).
  'applications',
  'application_documents',
  // The applications per stage, kept by triggers (migration 0022).
  'application_stage_counts',
  'application_scorecards',
  'application_stage_changes',
  'invoices',
  'letters',
  'payments',
  'committee_members',
  'committee_roles',
  'committees',
  'countries',
  // Mail waiting to go out, and what became of it (migration 0015).
  'mail_outbox',
  'oidc_clients',
  'oidc_keys',
  'oidc_records',
  'parcel_allocations',
  'parcels',
  'passkey_challenges',
  'passkeys',
  'password_resets',
  // Paying online: attempts, provider transactions, callback events, reconciliations (0032).
  'payment_attempts',
  'payment_callbacks',
  'payment_reconciliation_items',
  'payment_reconciliations',
  'payment_transactions',
  // An account's recovery codes (migration 0039).
  'recovery_codes',
  // What each role grants (migration 0019).
  'role_permissions',
  'roles',
  // Totals kept by triggers (migration 0011), and per block of ids (migration 0024).
  'row_blocks',
  'row_counts',
  // Each scheduled job's claim and last run (migration 0026).
  'scheduled_jobs',
  'service_categories',
  'services',
  'sessions',
  // A sign-in between its password and its second factor (migration 0039).
  'sign_in_challenges',
  // Failed sign-ins per account (migration 0017).
  'sign_in_failures',
  'sso_handoffs',
  // An account's authenticator app (migration 0039).
  'totp_authenticators',
  'users',
  // Utilities: connections, meters, readings, tariffs, runs, bills and the account (migration 0030).
  'utility_bill_tariffs',
  'utility_billing_runs',
  'utility_bills',
  'utility_connections',
  'utility_credit_notes',
  'utility_credits',
  'utility_meters',
  'utility_readings',
  'utility_receipts',
  'utility_tariffs',
  // The vendor journey: calls, solutions, their conditions and review history (migration 0028).
  'vendor_calls',
  // The vendor partnership: the partnership, its workplans (migration 0033), its quarterly
  // reviews with their scorecards and corrective actions (migration 0034), its data-security
  // audits and their findings (migration 0035), its revenue returns (migration 0036).
  'vendor_audit_findings',
  'vendor_audits',
  'vendor_corrective_actions',
  'vendor_partnerships',
  'vendor_revenue_return_lines',
  'vendor_revenue_returns',
  'vendor_review_scores',
  'vendor_reviews',
  'vendor_solution_conditions',
  'vendor_solution_status_changes',
  'vendor_solutions',
  'vendor_workplans',
  // SQLite's full-text indexes for the searches and their shadow tables (migrations 0009, 0022).
  ...(testEngine === 'sqlite'
    ? ['users_search', 'applications_search', 'invoices_search'].flatMap((index) => [
        index,
        `${index}_config`,
        `${index}_data`,
        `${index}_docsize`,
        `${index}_idx`,
      ])
    : []),
].sort();

let handle: DatabaseHandle;
freshDatabaseEachTest((fresh) => (handle = fresh));

async function tableNames(): Promise<string[]> {
  const found = await handle.db.introspection.getTables();
  return found.map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
}

describe(`migrations on ${testEngine}`, () => {
  it('leaves nothing to apply on a migrated database', async () => {
    expect(await migrateToLatest(handle.db)).toEqual([]);
    expect((await tableNames()).sort()).toEqual(tables);
  });

  it('goes all the way down and back up, in name order', async () => {
    const { db } = handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());

    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual([...names].reverse());
    expect(await tableNames()).toEqual([]);

    expect(await migrateToLatest(db)).toEqual(names);
    expect((await tableNames()).sort()).toEqual(tables);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('gives logos stored before their addresses existed the hash of their bytes', async () => {
    const { db } = handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('2026-11-24-0017-sign-in-failures');
    expect(before.error).toBeUndefined();
    await sql`insert into services (name, link, description, logo, category_id)
      values ('Old', 'https://old.test', 'd', ${dataUrl('image/jpeg', jpeg)}, 1)`.execute(db);

    expect((await migrateToLatest(db))[0]).toBe('2026-11-24-0018-service-logo-hashes');
    const service = await db
      .selectFrom('services')
      .select('logo_hash')
      .where('name', '=', 'Old')
      .executeTakeFirstOrThrow();
    expect(service.logo_hash).toBe(logoVersion(jpeg));
  });

  it('keeps every land application, with its history and letters, through the vendor journey', async () => {
    const { db } = handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026-11-26-0027-audit-on-behalf')).error).toBeUndefined();
    await sql`insert into users (name, email, password_hash, role_id)
      values ('Old applicant', 'old@example.com', 'x', 2)`.execute(db);
    await sql`insert into applications (reference, applicant_id, stage, organisation_name)
      select 'EOI-2026-000001', id, 'approved', 'Kept Holdings' from users
      where email = 'old@example.com'`.execute(db);
    await sql`insert into application_stage_changes (application_id, from_stage, to_stage, at)
      select id, 'under_evaluation', 'approved', '2026-11-01T00:00:00.000Z' from applications`.execute(
      db,
    );
    await sql`insert into letters (application_id, kind, code, sha256, pdf, issued_at)
      select id, 'notification', 'AAAA-BBBB-CCCC-DDDD', 'x', ${Buffer.from('%PDF')},
        '2026-11-01T00:00:00.000Z' from applications`.execute(db);

    expect((await migrateToLatest(db))[0]).toBe('2026-11-26-0028-vendor-journey');
    const kept = await db
      .selectFrom('applications')
      .select(['journey', 'stage', 'organisation_name'])
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({
      journey: 'land',
      stage: 'approved',
      organisation_name: 'Kept Holdings',
    });
    expect(await countRows(db, 'application_stage_changes')).toBe(1);
    expect(await countRows(db, 'letters')).toBe(1);
    const counts = await sql<{ journey: string; stage: string; row_count: number | string }>`
      select journey, stage, row_count from application_stage_counts`.execute(db);
    expect(counts.rows.map((row) => ({ ...row, row_count: Number(row.row_count) }))).toEqual([
      { journey: 'land', stage: 'approved', row_count: 1 },
    ]);

    // The wider check takes the vendor stages and still refuses a made-up one.
    await sql`insert into applications (reference, journey, stage) values
      ('VND-2026-000002', 'vendor', 'decided')`.execute(db);
    await expect(
      sql`insert into applications (reference, stage) values ('X-1', 'pending')`.execute(db),
    ).rejects.toThrow();
    await expect(
      sql`insert into applications (reference, journey) values ('X-2', 'water')`.execute(db),
    ).rejects.toThrow();
    const vendorCount = await sql<{ row_count: number | string }>`select row_count
      from application_stage_counts where journey = 'vendor' and stage = 'decided'`.execute(db);
    expect(Number(vendorCount.rows[0]?.row_count)).toBe(1);
    // Deleting the applicant still only empties the applicant (the foreign keys hold).
    await sql`delete from users where email = 'old@example.com'`.execute(db);
    expect(await countRows(db, 'letters')).toBe(1);
    if (testEngine === 'sqlite') {
      const found = await sql`select rowid from applications_search
        where applications_search match '"Kept Hold"'`.execute(db);
      expect(found.rows).toHaveLength(1);
    }
  });

  it('opens the partnership of each vendor approved before partnerships, from its first approval', async () => {
    const { db } = handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026-11-27-0032-online-payments')).error).toBeUndefined();
    await sql`insert into users (name, email, password_hash, role_id) values
      ('Approved vendor', 'approved@example.com', 'x', 2),
      ('Refused vendor', 'refused@example.com', 'x', 2)`.execute(db);
    const decided = [
      // Approved twice: the earlier decision (21:30 UTC, the next day in Nairobi) opens it.
      ['VND-2026-000001', 'approved@example.com', 1000, 'approved', '2026-03-31T21:30:00.000Z'],
      ['VND-2026-000002', 'approved@example.com', 500, 'approved', '2026-06-01T08:00:00.000Z'],
      ['VND-2026-000003', 'refused@example.com', null, 'not_approved', '2026-05-01T08:00:00.000Z'],
    ] as const;
    for (const [reference, email, share, status, at] of decided) {
      await sql`insert into applications (reference, journey, stage, applicant_id, share_bps)
        select ${reference}, 'vendor', 'decided', id, ${share} from users
        where email = ${email}`.execute(db);
      await sql`insert into vendor_solutions (application_id, review_status, decided_at)
        select id, ${status}, ${at} from applications where reference = ${reference}`.execute(db);
    }

    expect(await migrateToLatest(db)).toContain('2026-11-27-0033-vendor-partnerships');
    const opened = await db
      .selectFrom('vendor_partnerships')
      .innerJoin('applications', 'applications.id', 'vendor_partnerships.application_id')
      .select([
        'applications.reference',
        'vendor_partnerships.status',
        'vendor_partnerships.starts_on',
        'vendor_partnerships.ends_on',
        'vendor_partnerships.share_bps',
      ])
      .execute();
    expect(opened).toEqual([
      {
        reference: 'VND-2026-000001',
        status: 'active',
        starts_on: '2026-04-01',
        ends_on: '2027-03-31',
        share_bps: 1000,
      },
    ]);
  });

  it("keeps an application's documents through evidence, each piece held by one review or one finding", async () => {
    const { db } = handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('2026-11-27-0037-partnership-renewal-letters');
    expect(before.error).toBeUndefined();
    const pdf = Buffer.from('%PDF');
    await sql`insert into users (name, email, password_hash, role_id)
      values ('Vendor', 'vendor@example.com', 'x', 2)`.execute(db);
    await sql`insert into applications (reference, journey, stage, applicant_id)
      select 'VND-2026-000001', 'vendor', 'decided', id from users`.execute(db);
    await sql`insert into application_documents
      (application_id, kind, file_name, content_type, size, sha256, content)
      select id, 'company_profile', 'profile.pdf', 'application/pdf', 4, 'x', ${pdf}
      from applications`.execute(db);
    await sql`insert into vendor_partnerships
      (vendor_id, application_id, starts_on, year_starts_on, ends_on, share_bps)
      select applicant_id, id, '2026-11-21', '2026-11-21', '2027-11-20', 1000
      from applications`.execute(db);
    await sql`insert into vendor_reviews (partnership_id, year, quarter)
      select id, 1, '2026-Q4' from vendor_partnerships`.execute(db);
    await sql`insert into vendor_audits (partnership_id, audited_on, auditor, scope, result)
      select id, '2026-11-21', 'Auditor', '[]', 'failed' from vendor_partnerships`.execute(db);
    await sql`insert into vendor_audit_findings
      (audit_id, partnership_id, title, severity, deadline_on)
      select id, partnership_id, 'Finding', 'high', '2027-02-19' from vendor_audits`.execute(db);

    expect((await migrateToLatest(db))[0]).toBe('2026-11-27-0038-vendor-evidence');
    expect(
      await db
        .selectFrom('application_documents')
        .select(['kind', 'vendor_review_id', 'vendor_finding_id'])
        .execute(),
    ).toEqual([{ kind: 'company_profile', vendor_review_id: null, vendor_finding_id: null }]);

    const { application_id } = await db
      .selectFrom('vendor_partnerships')
      .select('application_id')
      .executeTakeFirstOrThrow();
    const review = (await db.selectFrom('vendor_reviews').select('id').executeTakeFirstOrThrow())
      .id;
    const finding = (
      await db.selectFrom('vendor_audit_findings').select('id').executeTakeFirstOrThrow()
    ).id;
    const document = (
      kind: 'evidence' | 'company_profile',
      holders: { vendor_review_id?: number; vendor_finding_id?: number },
    ) =>
      db
        .insertInto('application_documents')
        .values({
          application_id,
          kind,
          file_name: 'evidence.pdf',
          content_type: 'application/pdf',
          size: 4,
          sha256: 'x',
          content: pdf,
          uploaded_by: null,
          ...holders,
        })
        .execute();
    await document('evidence', { vendor_review_id: review });
    await document('evidence', { vendor_finding_id: finding });
    // Evidence of both, evidence of nothing, and an application's own kind held by a review.
    await expect(
      document('evidence', { vendor_review_id: review, vendor_finding_id: finding }),
    ).rejects.toThrow();
    await expect(document('evidence', {})).rejects.toThrow();
    await expect(document('company_profile', { vendor_review_id: review })).rejects.toThrow();
    await expect(document('evidence', { vendor_review_id: review + 1000 })).rejects.toThrow();
    expect(await countRows(db, 'application_documents')).toBe(3);
  });

  it('fills created_at with the same UTC ISO-8601 text on both engines', async () => {
    const { db } = handle;
    await db.insertInto('roles').values({ name: 'Auditor' }).execute();
    const row = await db
      .selectFrom('roles')
      .select(['created_at', 'updated_at'])
      .where('name', '=', 'Auditor')
      .executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(row.created_at) - Date.now())).toBeLessThan(60_000);
    expect(row.updated_at).toBe(row.created_at);
  });

  it('sorts parcel numbers byte by byte', async () => {
    const { db } = handle;
    const numbers = ['TC/010', 'tc/002', 'TC-005', 'TC/001'];
    const parcel = {
      acre: '1.50',
      min_floors: 1,
      max_floors: 4,
      land_use: 'Commercial',
      zone: 'Central Business District',
    } as const;
    await db
      .insertInto('parcels')
      .values(numbers.map((number) => ({ number, ...parcel })))
      .execute();
    const rows = await db
      .selectFrom('parcels')
      .select(['number', 'acre', 'status'])
      .where('number', 'in', numbers)
      .orderBy('number', 'desc')
      .execute();
    expect(rows.map((r) => r.number)).toEqual(['tc/002', 'TC/010', 'TC/001', 'TC-005']);
    expect(rows[0]).toMatchObject({ acre: '1.50', status: 'Available' });
  });

  it('seeds the parcel register once: 350 parcels, a quarter of them allocated', async () => {
    const { db } = handle;
    const parcels = await countRows(db, 'parcels');
    const allocations = await countRows(db, 'parcel_allocations');
    expect(parcels).toBe(350);
    expect(allocations).toBeGreaterThan(60);
    expect(allocations).toBeLessThan(120);
    const statuses = await db
      .selectFrom('parcels')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .orderBy('status')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['Available', 'Reserved']);
  });

  it('refuses a lease term other than 21, 60 or 90 years, and a second allocation of a parcel', async () => {
    const { db } = handle;
    const allocation = await db
      .selectFrom('parcel_allocations')
      .selectAll()
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = allocation;
    await expect(db.insertInto('parcel_allocations').values(copy).execute()).rejects.toThrow();
    await expect(
      db
        .updateTable('parcel_allocations')
        .set({ lease_term_years: 99 as 90 })
        .where('id', '=', allocation.id)
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses a flag that is not 0 or 1', async () => {
    const insert = sql`insert into services (name, link, has_sso, description, logo, category_id)
      values ('x', 'https://x.test', 2, 'd', 'data:,', 1)`;
    await expect(insert.execute(handle.db)).rejects.toThrow();
  });

  it('keeps the number of users exact through inserts of many rows, deletes and rollbacks', async () => {
    const { db } = handle;
    const kept = async () =>
      Number(
        (
          await db
            .selectFrom('row_counts')
            .select('row_count')
            .where('table_name', '=', 'users')
            .executeTakeFirstOrThrow()
        ).row_count,
      );
    const user = (i: number) => ({
      name: `Counted ${i}`,
      email: `counted${i}@example.com`,
      password_hash: 'x',
      role_id: 2,
    });
    const before = await countRows(db, 'users');
    expect(await kept()).toBe(before);

    await db.insertInto('users').values([1, 2, 3, 4, 5].map(user)).execute();
    expect(await kept()).toBe(before + 5);
    await db
      .deleteFrom('users')
      .where('email', 'in', ['counted1@example.com', 'counted2@example.com'])
      .execute();
    expect(await kept()).toBe(before + 3);
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('users').values(user(6)).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await kept()).toBe(before + 3);
    expect(await kept()).toBe(await countRows(db, 'users'));
  });

  it('keeps the users per block of ids exact through inserts, deletes and rollbacks', async () => {
    const { db } = handle;
    const perBlock = async (table: 'users') => {
      const kept = await db
        .selectFrom('row_blocks')
        .select(['block', 'row_count'])
        .where('table_name', '=', table)
        .where('row_count', '<>', 0)
        .orderBy('block')
        .execute();
      const { rows } = await sql<{ block: number; n: number | string }>`
        select id / 1024 as block, count(*) as n from ${sql.table(table)} group by 1 order by 1`.execute(
        db,
      );
      expect(kept.map((row) => [Number(row.block), Number(row.row_count)])).toEqual(
        rows.map((row) => [Number(row.block), Number(row.n)]),
      );
      return kept.length;
    };
    const user = (id: number) => ({
      id,
      name: `Blocked ${id}`,
      email: `blocked${id}@example.com`,
      password_hash: 'x',
      role_id: 2,
    });
    // Ids chosen on either side of block boundaries, in one statement.
    await db.insertInto('users').values([1023, 1024, 2047, 2048, 5000].map(user)).execute();
    expect(await perBlock('users')).toBeGreaterThanOrEqual(4);
    await db.deleteFrom('users').where('id', 'in', [1024, 2047, 5000]).execute();
    await perBlock('users');
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('users').values(user(7000)).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await perBlock('users');
  });

  it('keeps the applications per stage exact through bulk inserts, moves, deletes and rollbacks', async () => {
    const { db } = handle;
    const { id: applicant } = await db
      .insertInto('users')
      .values({ name: 'Applicant', email: 'applicant@example.com', password_hash: 'x', role_id: 6 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kept = async () => {
      const { rows } = await sql<{ stage: string; row_count: number | string }>`
        select stage, row_count from application_stage_counts where row_count <> 0`.execute(db);
      return Object.fromEntries(rows.map((row) => [row.stage, Number(row.row_count)]));
    };
    const counted = async () => {
      const rows = await db
        .selectFrom('applications')
        .select(['stage', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy('stage')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.stage, Number(row.n)]));
    };
    const application = (i: number, stage: 'draft' | 'submitted') => ({
      reference: `EOI-COUNTED-${i}`,
      applicant_id: applicant,
      stage,
    });
    await db
      .insertInto('applications')
      .values([1, 2, 3, 4].map((i) => application(i, i % 2 ? 'draft' : 'submitted')))
      .execute();
    expect(await kept()).toEqual({ draft: 2, submitted: 2 });
    // One statement moving rows from two stages, and one touching no stage.
    await db.updateTable('applications').set({ stage: 'under_evaluation' }).execute();
    await db.updateTable('applications').set({ organisation_name: 'Renamed' }).execute();
    expect(await kept()).toEqual({ under_evaluation: 4 });
    await db.deleteFrom('applications').where('reference', '=', 'EOI-COUNTED-1').execute();
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('applications').values(application(5, 'draft')).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await kept()).toEqual({ under_evaluation: 3 });
    expect(await kept()).toEqual(await counted());
  });
});
