import { randomBytes } from 'node:crypto';
// The locale-free core: the package's Node entry would load (and bundle) every language.
import countries from 'i18n-iso-countries/index.js';
import englishNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { SqliteIntrospector, sql, type Kysely } from 'kysely';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { AccountStatus, Role } from '@portal/shared/constants';
import { hashPassword } from './domain/password';
import { createUserIfEmailFree } from './domain/users/account-records';
import type { Database } from './db/schema';

// Fixed ids carry meaning in code: roles 1 to 6, statuses, categories (docs/product.md, "Records").
type NamedTable = 'roles' | 'account_types' | 'service_categories' | 'committee_roles';
const namedLists: [NamedTable, string[]][] = [
  [
    'roles',
    [
      'Administrator',
      'Registered User',
      'Software Vendor',
      'Developer',
      'Committee Member',
      'Investor',
    ],
  ],
  ['account_types', ['Investor', 'Company', 'Software / Cloud Vendor', 'Developer']],
  ['service_categories', ['Authority Service', 'Partner Service']],
  ['committee_roles', ['Chairperson', 'Secretary', 'Member']],
];

const accountStatuses = [
  { id: 1, name: 'Active', alias: 'active' },
  { id: 2, name: 'Blocked', alias: 'blocked' },
];

/** Inserts what is missing and touches nothing that exists, so every start may call it. */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  const isPostgres = !(db.introspection instanceof SqliteIntrospector);
  await db.transaction().execute(async (trx) => {
    for (const [table, names] of namedLists) {
      const rows = names.map((name, index) => ({ id: index + 1, name }));
      await trx
        .insertInto(table)
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await trx
      .insertInto('account_statuses')
      .values(accountStatuses)
      .onConflict((oc) => oc.doNothing())
      .execute();
    if (isPostgres) {
      for (const table of [...namedLists.map(([name]) => name), 'account_statuses']) {
        await bumpIdentity(trx, table);
      }
    }
    await seedCountries(trx);
  });
}

// Explicit ids do not advance a PostgreSQL identity; without this the next insert would collide.
// Never moves it backwards, so ids of deleted rows are not handed out again.
async function bumpIdentity(db: Kysely<Database>, table: string): Promise<void> {
  await sql`
    select setval(s.seq, greatest(
      (select coalesce(max(id), 0) from ${sql.table(table)}),
      coalesce(pg_sequence_last_value(s.seq), 0),
      1))
    from (select pg_get_serial_sequence(${table}, 'id')::regclass as seq) s
  `.execute(db);
}

async function seedCountries(db: Kysely<Database>): Promise<void> {
  countries.registerLocale(englishNames);
  const existing = new Set(
    (await db.selectFrom('countries').select('code').execute()).map((row) => row.code),
  );
  // Only the missing ones: on PostgreSQL even a skipped conflicting insert consumes an id.
  const rows = Object.entries(countries.getNames('en', { select: 'official' }))
    .filter(([code]) => !existing.has(code) && isSupportedCountry(code))
    .map(([code, name]) => ({
      name,
      code,
      dial_code: `+${getCountryCallingCode(code as Parameters<typeof getCountryCallingCode>[0])}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  if (rows.length === 0) return;
  await db
    .insertInto('countries')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export interface SeedAdministratorResult {
  created: boolean;
  /** The new administrator's email, or that of the existing one when nothing was created. */
  email: string;
  /** Present only when the password was generated here: show it once, it is stored nowhere. */
  generatedPassword?: string;
}

/** Creates the first administrator, only while no user holds role 1. */
export async function seedAdministrator(
  db: Kysely<Database>,
  input: { email: string; password?: string },
  now: Date = new Date(),
): Promise<SeedAdministratorResult> {
  const existing = await findAdministrator(db);
  if (existing) return { created: false, email: existing.email };

  const email = input.email.trim().toLowerCase();
  // 18 random bytes: 24 url-safe characters.
  const password = input.password || randomBytes(18).toString('base64url');
  const generatedPassword = input.password ? undefined : password;
  const at = now.toISOString();
  const inserted = await createUserIfEmailFree(db, {
    name: 'Administrator',
    email,
    password_hash: await hashPassword(password),
    role_id: Role.Administrator,
    status: AccountStatus.Active,
    email_verified_at: at,
    created_at: at,
    updated_at: at,
  });
  if (inserted !== undefined)
    return { created: true, email, ...(generatedPassword && { generatedPassword }) };

  // Another instance starting at the same time may have just created it.
  const raced = await findAdministrator(db);
  if (raced) return { created: false, email: raced.email };
  throw new Error(
    `Cannot create the administrator: ${email} already belongs to a user who is not an administrator`,
  );
}

function findAdministrator(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select('email')
    .where('role_id', '=', Role.Administrator)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
