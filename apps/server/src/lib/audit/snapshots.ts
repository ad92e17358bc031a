import { sql, type Kysely } from 'kysely';
import type { AuditRecordType } from '@portal/shared/audit';
import type { Database } from '@server/db/schema';
import { permissionsOfRole } from '../permissions';

/** A record's audited fields as they stand, by name; undefined for a record that is not there. */
export type Snapshot = Record<string, unknown>;

type Reader = (db: Kysely<Database>, id: number) => Promise<Snapshot | undefined>;

/**
 * What the audit trail reads of each record type: an allow-list, so that a secret (a password
 * hash, a token, an API key in clear, hashed or sealed, a verification code, an SSO secret's hash)
 * or a logo's bytes can never reach an event. A logo is known by its hash (record 0029).
 */
const readers: Record<AuditRecordType, Reader> = {
  user: async (db, id) => {
    const user = await db
      .selectFrom('users')
      .leftJoin('roles', 'roles.id', 'users.role_id')
      .select([
        'users.name',
        'email',
        'role_id',
        'roles.name as role',
        'account_type_id',
        'status',
        'country_code',
        'phone',
        'member_of_a_committee',
        'email_verified_at',
      ])
      .where('users.id', '=', id)
      .executeTakeFirst();
    if (!user) return undefined;
    const seats = await db
      .selectFrom('committee_members')
      .select(['committee_id', 'committee_role_id'])
      .where('user_id', '=', id)
      .orderBy('committee_id')
      .orderBy('committee_role_id')
      .execute();
    return { ...user, committees: seats };
  },
  role: async (db, id) => {
    const role = await db
      .selectFrom('roles')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!role) return undefined;
    return { ...role, permissions: [...(await permissionsOfRole(db, id))].sort() };
  },
  service: (db, id) =>
    db
      .selectFrom('services')
      .select(['name', 'link', 'has_sso', 'description', 'logo_hash', 'category_id'])
      .where('id', '=', id)
      .executeTakeFirst(),
  committee: (db, id) =>
    db.selectFrom('committees').select(['name', 'alias']).where('id', '=', id).executeTakeFirst(),
  // The status a reader sees: a parcel with an allocation is Allocated, whatever its column says.
  parcel: (db, id) =>
    db
      .selectFrom('parcels')
      .leftJoin('parcel_allocations', 'parcel_allocations.parcel_id', 'parcels.id')
      .select(['number', 'acre', 'min_floors', 'max_floors', 'land_use', 'zone'])
      .select((eb) =>
        eb
          .case()
          .when('parcel_allocations.id', 'is not', null)
          .then(sql.lit('Allocated'))
          .else(eb.ref('parcels.status'))
          .end()
          .as('status'),
      )
      .where('parcels.id', '=', id)
      .executeTakeFirst(),
  allocation: (db, id) =>
    db
      .selectFrom('parcel_allocations')
      .leftJoin('parcels', 'parcels.id', 'parcel_allocations.parcel_id')
      .leftJoin('users', 'users.id', 'parcel_allocations.user_id')
      .select([
        'parcel_id',
        'parcels.number as parcel',
        'user_id',
        'users.name as user',
        'allocated_to',
        'allocated_at',
        'lease_term_years',
      ])
      .where('parcel_allocations.id', '=', id)
      .executeTakeFirst(),
  api_key: (db, id) =>
    db
      .selectFrom('api_keys')
      .select(['name', 'user_id', 'expiry_date'])
      .where('id', '=', id)
      .executeTakeFirst(),
  // Staff steps of the land journey: where it stands and what was decided, not the applicant's
  // project text (the application's own history keeps the rest).
  application: (db, id) =>
    db
      .selectFrom('applications')
      .leftJoin('committees', 'committees.id', 'applications.committee_id')
      .leftJoin('parcels', 'parcels.id', 'applications.offer_parcel_id')
      .select([
        'reference',
        'stage',
        'committee_id',
        'committees.name as committee',
        'offer_parcel_id',
        'parcels.number as offer_parcel',
        'stand_premium',
        'annual_ground_rent',
        'term_years',
        'lease_number',
        'lease_start_date',
        'handover_date',
        'offer_currency as currency',
      ])
      .where('applications.id', '=', id)
      .executeTakeFirst(),
  vendor_call: (db, id) =>
    db
      .selectFrom('vendor_calls')
      .select(['reference', 'title', 'categories', 'opens_at', 'closes_at'])
      .where('id', '=', id)
      .executeTakeFirst(),
  // A connection with its holder's name and its meter now: fitting or replacing one shows here.
  utility_connection: (db, id) =>
    db
      .selectFrom('utility_connections as c')
      .innerJoin('parcels', 'parcels.id', 'c.parcel_id')
      .leftJoin('users', 'users.id', 'c.account_holder_id')
      .leftJoin('utility_meters as m', (join) =>
        join.onRef('m.connection_id', '=', 'c.id').on('m.removed_on', 'is', null),
      )
      .select([
        'c.number',
        'parcels.number as parcel',
        'c.service',
        'c.account_holder_id',
        'users.name as account_holder',
        'c.customer_class',
        'c.sewerage',
        'c.start_date',
        'c.status',
        'c.status_reason',
        'c.closed_on',
        'm.serial as meter',
      ])
      .where('c.id', '=', id)
      .executeTakeFirst(),
  utility_reading: (db, id) =>
    db
      .selectFrom('utility_readings as r')
      .innerJoin('utility_connections as c', 'c.id', 'r.connection_id')
      .innerJoin('utility_meters as m', 'm.id', 'r.meter_id')
      .select([
        'c.number as connection',
        'm.serial as meter',
        'r.value',
        'r.read_at',
        'r.source',
        'r.rollover',
        'r.role',
        'r.flag_reason',
        'r.review',
        'r.review_note',
      ])
      .where('r.id', '=', id)
      .executeTakeFirst(),
  invoice: (db, id) =>
    db
      .selectFrom('invoices')
      .select(['number', 'amount', 'paid', 'currency', 'status'])
      .where('id', '=', id)
      .executeTakeFirst(),
  utility_run: (db, id) =>
    db
      .selectFrom('utility_billing_runs')
      .select(['period', 'status', 'bills_count', 'total', 'flagged', 'estimated'])
      .where('id', '=', id)
      .executeTakeFirst(),
  utility_credit_note: (db, id) =>
    db
      .selectFrom('utility_credit_notes')
      .select(['bill_id', 'amount', 'reason', 'status'])
      .where('id', '=', id)
      .executeTakeFirst(),
  utility_receipt: (db, id) =>
    db
      .selectFrom('utility_receipts')
      .select(['connection_id', 'amount', 'method', 'reference', 'paid_on'])
      .where('id', '=', id)
      .executeTakeFirst(),
  payment_transaction: (db, id) =>
    db
      .selectFrom('payment_transactions')
      .select([
        'provider',
        'transaction_id',
        'amount',
        'currency',
        'account_reference',
        'invoice_id',
        'suspense_reason',
        'suspense_status',
        'resolution_note',
      ])
      .where('id', '=', id)
      .executeTakeFirst(),
  payment_reconciliation: (db, id) =>
    db
      .selectFrom('payment_reconciliations')
      .select(['provider', 'day'])
      .where('id', '=', id)
      .executeTakeFirst(),
  utility_tariff: (db, id) =>
    db
      .selectFrom('utility_tariffs')
      .select([
        'service',
        'customer_class',
        'effective_from',
        'reference',
        'fixed_charge',
        'minimum_charge',
        'sewerage_percent',
        'tax_category',
        'blocks',
      ])
      .where('id', '=', id)
      .executeTakeFirst(),
  vendor_partnership: (db, id) =>
    db
      .selectFrom('vendor_partnerships')
      .select([
        'vendor_id',
        'status',
        'starts_on',
        'year',
        'year_starts_on',
        'ends_on',
        'share_bps',
      ])
      .where('id', '=', id)
      .executeTakeFirst(),
};

export function snapshotOf(
  db: Kysely<Database>,
  type: AuditRecordType,
  id: number,
): Promise<Snapshot | undefined> {
  return readers[type](db, id);
}
