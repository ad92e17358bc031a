// Fills a migrated portal database with a city's utilities for one billing run: 5,000 parcels
// more, each with a water and an electricity connection (10,000), a meter on each, and a year of
// monthly readings (130,000), a tenth of the connections without October's reading so that the
// run estimates theirs. One INSERT ... SELECT per table and month, on either engine.
import Database from 'better-sqlite3';
import pg from 'pg';

export const CONNECTIONS = 10_000;
const PARCELS = CONNECTIONS / 2;
export const PERIOD = '2026-10';
export const PREVIOUS_PERIOD = '2026-09';
const OPENED = '2025-11-01';
/** The last evening of each month from November 2025 to October 2026, 23:00 in Nairobi. */
const MONTH_ENDS = Array.from({ length: 12 }, (_, k) => {
  const firstOfNext = Date.UTC(2025, 11 + k, 1);
  return new Date(firstOfNext - 4 * 3_600_000).toISOString();
});

function statements({ series, padded, parcelColumns }) {
  const copied = parcelColumns.filter((column) => !['id', 'number'].includes(column));
  const list = copied.join(', ');
  const reading = (readAt, value, role, where = '1 = 1') => `
    insert into utility_readings (connection_id, meter_id, value, read_at, source, role)
    select c.id, m.id, ${value}, '${readAt}', 'actual', '${role}'
    from utility_connections c join utility_meters m on m.connection_id = c.id
    where c.number like 'BENCH-%' and ${where}`;
  return [
    `insert into parcels (number, ${list})
      select 'BENCH-' || ${padded('i')}, ${copied.map((column) => `p.${column}`).join(', ')}
      from parcels p, ${series(PARCELS)}
      where p.id = (select min(id) from parcels)`,
    ...['water', 'electricity'].map(
      (service) => `
      insert into utility_connections
        (number, parcel_id, service, account_holder_id, customer_class, sewerage, start_date)
      select 'BENCH-${service[0].toUpperCase()}-' || p.number, p.id, '${service}',
        (select min(id) from users), 'domestic', ${service === 'water' ? 1 : 0}, '${OPENED}'
      from parcels p where p.number like 'BENCH-%'`,
    ),
    `insert into utility_meters (connection_id, serial, unit, dials, installed_on)
      select id, 'M-' || number, case when service = 'water' then 'm3' else 'kWh' end, 6,
        '${OPENED}'
      from utility_connections where number like 'BENCH-%'`,
    reading('2025-10-31T21:00:00.000Z', 1000, 'opening'),
    ...MONTH_ENDS.map((readAt, k) =>
      reading(
        readAt,
        `1000 + ${k + 1} * (10 + c.id % 20)`,
        'regular',
        // A tenth read nothing in October: the run estimates it.
        k === 11 ? 'c.id % 10 <> 0' : '1 = 1',
      ),
    ),
  ];
}

export function fillUtilitiesSqlite(file) {
  const db = new Database(file);
  const series = (n) =>
    `(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${n}) select i from s)`;
  const padded = (n) => `substr('00000' || (${n}), -5)`;
  const parcelColumns = db
    .prepare("select name from pragma_table_info('parcels')")
    .all()
    .map((row) => row.name);
  db.transaction(() =>
    statements({ series, padded, parcelColumns }).forEach((sql) => db.exec(sql)),
  )();
  db.close();
}

export async function fillUtilitiesPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const series = (n) => `generate_series(1, ${n}) as i`;
  const padded = (n) => `lpad((${n})::text, 5, '0')`;
  const { rows } = await client.query(
    "select column_name from information_schema.columns where table_name = 'parcels'",
  );
  const parcelColumns = rows.map((row) => row.column_name);
  await client.query('begin');
  for (const sql of statements({ series, padded, parcelColumns })) await client.query(sql);
  await client.query('commit');
  await client.query('vacuum analyze');
  await client.end();
}
