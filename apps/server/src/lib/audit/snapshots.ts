import type { Kysely } from 'kysely';
import type { AuditRecordType } from '@portal/shared/audit';
import type { Database } from '../../db/schema';
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
      .select([
        'name',
        'email',
        'role_id',
        'account_type_id',
        'status',
        'country_code',
        'phone',
        'member_of_a_committee',
        'email_verified_at',
      ])
      .where('id', '=', id)
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
  parcel: (db, id) =>
    db
      .selectFrom('parcels')
      .select(['number', 'acre', 'min_floors', 'max_floors', 'land_use', 'zone', 'status'])
      .where('id', '=', id)
      .executeTakeFirst(),
  allocation: (db, id) =>
    db
      .selectFrom('parcel_allocations')
      .select(['parcel_id', 'user_id', 'allocated_to', 'allocated_at', 'lease_term_years'])
      .where('id', '=', id)
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
      .select([
        'reference',
        'stage',
        'committee_id',
        'offer_parcel_id',
        'stand_premium',
        'annual_ground_rent',
        'term_years',
        'lease_number',
        'lease_start_date',
        'handover_date',
      ])
      .where('id', '=', id)
      .executeTakeFirst(),
  invoice: (db, id) =>
    db
      .selectFrom('invoices')
      .select(['number', 'amount', 'paid', 'currency', 'status'])
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
