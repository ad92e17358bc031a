// Fills a migrated portal database with the back office's benchmark volume: 100,000 users,
// 1,000 committees (20 members each), 500 services and 20,000 land applications spread over the
// stages of the journey, each submitted one with its invoices, payments and history (decision
// record 0034). One INSERT ... SELECT per table over a generated series, so SQLite and PostgreSQL
// load it in seconds.
import Database from 'better-sqlite3';
import pg from 'pg';

export const VOLUME = {
  users: 100_000,
  committees: 1_000,
  services: 500,
  membersEach: 20,
  applications: 20_000,
};

/**
 * How the applications spread over the stages, in hundredths (application i is in the stage whose
 * band holds i % 100): a queue with a backlog under evaluation and most closed ones handed over.
 */
const STAGE_BANDS = [
  ['draft', 8],
  ['submitted', 10],
  ['under_evaluation', 24],
  ['correction_requested', 4],
  ['approved', 5],
  ['rejected', 10],
  ['intent_accepted', 3],
  ['offer_issued', 4],
  ['premium_paid', 3],
  ['lease_registered', 4],
  ['handed_over', 17],
  ['withdrawn', 8],
];
/** The stage an application was in before its current one, for its history. */
const CAME_FROM = {
  under_evaluation: 'submitted',
  correction_requested: 'under_evaluation',
  approved: 'under_evaluation',
  rejected: 'under_evaluation',
  intent_accepted: 'approved',
  offer_issued: 'intent_accepted',
  premium_paid: 'offer_issued',
  lease_registered: 'premium_paid',
  handed_over: 'lease_registered',
  withdrawn: 'submitted',
};
const OPEN_STAGES = STAGE_BANDS.map(([stage]) => stage).filter(
  (stage) => !['draft', 'rejected', 'handed_over', 'withdrawn'].includes(stage),
);
const PREMIUM_STAGES = ['offer_issued', 'premium_paid', 'lease_registered', 'handed_over'];
const FEE = 15_000_00;
const PREMIUM = 4_500_000_00;
const list = (values) => values.map((value) => `'${value}'`).join(', ');
const bands = (of) => {
  let upTo = 0;
  const whens = STAGE_BANDS.map(([stage, share]) => {
    upTo += share;
    return `when ${of} < ${upTo} then '${stage}'`;
  });
  return `case ${whens.join(' ')} end`;
};

// Any argon2id hash: nobody signs in as these users.
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$YmVuY2hoYXNoYmVuY2hoYXNoYmVuY2hoYXNo';
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * The statements in an engine's dialect: `series(n)` is a table of i = 1..n, `flag(condition)`
 * the condition as 0 or 1, `daysAgo(n)` the ISO-8601 UTC timestamp n days before now, and
 * `dateAfter(timestamp, n)` the date (YYYY-MM-DD) n days after a timestamp, and `padded(n)` n as
 * six digits.
 */
function statements({ series, flag, daysAgo, dateAfter, padded }) {
  const { users, committees, services, membersEach, applications } = VOLUME;
  const firstBenchUser = `(select min(id) from users where email like 'user%@bench.example')`;
  const firstBenchCommittee = `(select min(id) from committees where name like 'Committee %')`;
  const applicantName = `(select name from users where users.id = applications.applicant_id)`;
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
    // Days in the current stage: up to 45 for an open stage (a third past a 30-day target), up to
    // two years for a closed one. Applicants are every fifth bench user.
    `insert into applications (reference, applicant_id, stage, stage_entered_at, committee_id,
       organisation_name, registration_number, country, contact_person, contact_email,
       contact_country_code, contact_phone, project_title, project_description, investment_area,
       land_use, acres, planned_investment, investment_currency, jobs_expected, months_to_start,
       months_to_complete, stand_premium, annual_ground_rent, offer_currency, term_years,
       submitted_at, created_at, updated_at)
     select 'EOI-2026-' || ${padded('i')}, ${firstBenchUser} + (i - 1) * 5, stage, ${daysAgo('days')},
       case when stage in ('draft', 'submitted') or (stage = 'withdrawn' and i % 2 = 0) then null
         else ${firstBenchCommittee} + (i / 7) % ${committees} end,
       'Organisation ' || i, 'PVT-' || i, 'KE', 'Contact ' || i, 'contact' || i || '@bench.example',
       '+254', '7' || (20000000 + i), 'Project ' || i, 'Description of project ' || i,
       'ICT/ITES', 'commercial', '' || (1 + i % 20) || '.50', 1000000 * (1 + i % 50), 'USD',
       10 * (1 + i % 40), 1 + i % 12, 13 + i % 24,
       case when stage in (${list(PREMIUM_STAGES)}) then ${PREMIUM} end,
       case when stage in (${list(PREMIUM_STAGES)}) then 1000000 end,
       case when stage in (${list(PREMIUM_STAGES)}) then 'KES' end,
       case when stage in (${list(PREMIUM_STAGES)}) then 99 end,
       case when stage != 'draft' then ${daysAgo('days + 20')} end,
       ${daysAgo('days + 30')}, ${daysAgo('days')}
     from (select i, ${bands('i % 100')} as stage,
       case when ${bands('i % 100')} in (${list(OPEN_STAGES)}) then (i * 7) % 46 else i % 730 end as days
       from ${series(applications)}) bench`,
    // Each application's history: started, submitted, and the step into its current stage.
    `insert into application_stage_changes (application_id, from_stage, to_stage, at, actor_id,
       actor_name, note)
     select id, null, 'draft', created_at, applicant_id, ${applicantName}, null from applications
     union all
     select id, 'draft', 'submitted', submitted_at, applicant_id, ${applicantName}, null
       from applications where stage != 'draft'
     union all
     select id, case stage ${Object.entries(CAME_FROM)
       .map(([to, from]) => `when '${to}' then '${from}'`)
       .join(' ')} end, stage, stage_entered_at, null, null, null
       from applications where stage not in ('draft', 'submitted')`,
    // The registration fee of every submitted application (open until paid, void if withdrawn
    // unpaid), and the stand premium of every offer.
    `insert into invoices (number, application_id, purpose, description, amount, paid, currency,
       due_date, status, created_at, updated_at)
     select 'INV-2026-' || ${padded('id')}, id, 'registration_fee',
       'Registration fee, application ' || reference, ${FEE},
       case when stage = 'submitted' or (stage = 'withdrawn' and committee_id is null) then 0 else ${FEE} end,
       'KES', ${dateAfter('submitted_at', 30)},
       case when stage = 'submitted' then 'open'
         when stage = 'withdrawn' and committee_id is null then 'void' else 'paid' end,
       submitted_at, stage_entered_at
     from applications where stage != 'draft'
     union all
     select 'INV-2026-' || ${padded(`id + ${applications}`)}, id, 'stand_premium',
       'Stand premium, application ' || reference, ${PREMIUM},
       case when stage = 'offer_issued' then 0 else ${PREMIUM} end, 'KES',
       ${dateAfter('stage_entered_at', 30)}, case when stage = 'offer_issued' then 'open' else 'paid' end,
       stage_entered_at, stage_entered_at
     from applications where stage in (${list(PREMIUM_STAGES)})`,
    // The reference key is the reference normalised (record 0041): lower case here.
    `insert into payments (invoice_id, amount, method, reference, reference_key, paid_on,
       recorded_by, created_at)
     select id, amount, case id % 4 when 0 then 'bank_transfer' when 1 then 'mobile_money'
         when 2 then 'card' else 'cheque' end,
       'PAY-' || id, 'pay-' || id, substr(updated_at, 1, 10), (select min(id) from users), updated_at
     from invoices where status = 'paid'`,
  ];
}

export function fillSqlite(file) {
  const db = new Database(file);
  const series = (n) =>
    `(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${n}) select i from s)`;
  const flag = (condition) => `(${condition})`;
  const daysAgo = (n) => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', -(${n}) || ' days')`;
  const dateAfter = (timestamp, n) => `date(${timestamp}, '+${n} days')`;
  const padded = (n) => `substr('000000' || (${n}), -6)`;
  db.transaction(() =>
    statements({ series, flag, daysAgo, dateAfter, padded }).forEach((sql) => db.exec(sql)),
  )();
  db.close();
}

export async function fillPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const series = (n) => `generate_series(1, ${n}) as i`;
  const flag = (condition) => `(${condition})::int`;
  const daysAgo = (n) =>
    `to_char(now() at time zone 'UTC' - (${n}) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const dateAfter = (timestamp, n) =>
    `to_char((${timestamp})::timestamp + interval '${n} days', 'YYYY-MM-DD')`;
  const padded = (n) => `lpad((${n})::text, 6, '0')`;
  await client.query('begin');
  for (const sql of statements({ series, flag, daysAgo, dateAfter, padded }))
    await client.query(sql);
  await client.query('commit');
  // What autovacuum does within a minute of a bulk load: without it, the trigram indexes'
  // pending lists are scanned on every search and counts cannot use the visibility map.
  await client.query('vacuum analyze');
  await client.end();
}
