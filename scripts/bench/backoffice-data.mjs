// Fills a migrated portal database with the back office's benchmark volume: 100,000 users,
// 1,000 committees (20 members each) and 500 services. One INSERT ... SELECT per table over a
// generated series, so SQLite and PostgreSQL load it in seconds.
import Database from 'better-sqlite3';
import pg from 'pg';

export const VOLUME = { users: 100_000, committees: 1_000, services: 500, membersEach: 20 };

// Any argon2id hash: nobody signs in as these users.
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$YmVuY2hoYXNoYmVuY2hoYXNoYmVuY2hoYXNo';
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * The statements in an engine's dialect: `series(n)` is a table of i = 1..n, `flag(condition)`
 * the condition as 0 or 1.
 */
function statements({ series, flag }) {
  const { users, committees, services, membersEach } = VOLUME;
  return [
    `insert into users (name, email, password_hash, role_id, account_type_id, status, country_code,
       phone, email_verified_at, member_of_a_committee)
     select 'User ' || i, 'user' || i || '@bench.example', '${HASH}', 6, 1, 1 + ${flag('i % 10 = 0')},
       '+254', '7' || (10000000 + i), '2026-01-01T00:00:00.000Z', ${flag(`i <= ${committees * membersEach}`)}
     from ${series(users)}`,
    `insert into committees (name, alias) select 'Committee ' || i, 'C' || i from ${series(committees)}`,
    `insert into committee_members (committee_id, user_id, committee_role_id)
     select 1 + (i - 1) / ${membersEach}, (select min(id) from users where email like 'user%@bench.example') + i - 1,
       1 + i % 3
     from ${series(committees * membersEach)}`,
    `insert into services (name, link, has_sso, description, logo, category_id)
     select 'Service ' || i, 'https://service' || i || '.example', i % 2,
       'Description of service ' || i, '${LOGO}', 1 + i % 2
     from ${series(services)}`,
  ];
}

export function fillSqlite(file) {
  const db = new Database(file);
  const series = (n) =>
    `(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${n}) select i from s)`;
  const flag = (condition) => `(${condition})`;
  db.transaction(() => statements({ series, flag }).forEach((sql) => db.exec(sql)))();
  db.close();
}

export async function fillPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const series = (n) => `generate_series(1, ${n}) as i`;
  const flag = (condition) => `(${condition})::int`;
  await client.query('begin');
  for (const sql of statements({ series, flag })) await client.query(sql);
  await client.query('commit');
  // What autovacuum does within a minute of a bulk load: without it, the trigram indexes'
  // pending lists are scanned on every search and counts cannot use the visibility map.
  await client.query('vacuum analyze');
  await client.end();
}
