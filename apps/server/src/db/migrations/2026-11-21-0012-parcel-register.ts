import { sql, type Kysely } from 'kysely';
import * as parcelsV1 from './2026-11-21-0007-parcels';
import { auditRef, isSqlite, withId, withTimestamps } from './helpers';

/**
 * The parcel register (decision record 0016): land use, zone, status and authorship on parcels;
 * one allocation per parcel with a lease of 21, 60 or 90 years. Migration 0007's tables were
 * never written to (nothing read or wrote them before this migration), so they are replaced rather
 * than altered: SQLite cannot add a check constraint to a table in place.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await parcelsV1.down(db);
  // Byte-order collation: the API sorts by number, and both engines must agree on the order.
  const numberType = isSqlite(db) ? sql`text collate binary` : sql`text collate "C"`;
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('parcels'))
      .addColumn('number', numberType, (col) => col.notNull().unique())
      // Decimal text (for example '2.50'): an area is never a float.
      .addColumn('acre', 'text', (col) => col.notNull())
      .addColumn('min_floors', 'integer', (col) => col.notNull())
      .addColumn('max_floors', 'integer', (col) => col.notNull())
      .addColumn('land_use', 'text', (col) => col.notNull())
      .addColumn('zone', 'text', (col) => col.notNull())
      // Allocated is not stored: a parcel is Allocated while an allocation row names it.
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('Available')
          .check(sql`status in ('Available', 'Reserved')`),
      ),
  )
    .addColumn('created_by', 'integer', auditRef)
    .addColumn('updated_by', 'integer', auditRef)
    .addCheckConstraint('parcels_floors_check', sql`min_floors >= 0 and max_floors >= min_floors`)
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('parcel_allocations'))
      // One allocation a parcel; a parcel with one cannot be deleted until it is released.
      .addColumn('parcel_id', 'integer', (col) => col.notNull().unique().references('parcels.id'))
      // The allocation outlives the account it was linked to.
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('allocated_to', 'text', (col) => col.notNull())
      // A calendar date, YYYY-MM-DD.
      .addColumn('allocated_at', 'text', (col) => col.notNull())
      .addColumn('lease_term_years', 'integer', (col) =>
        col.notNull().check(sql`lease_term_years in (21, 60, 90)`),
      ),
  )
    .addColumn('created_by', 'integer', auditRef)
    .addColumn('updated_by', 'integer', auditRef)
    .execute();
  // The API's order: newest allocation first, the id breaking ties.
  await db.schema
    .createIndex('parcel_allocations_allocated_at_idx')
    .on('parcel_allocations')
    .columns(['allocated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('parcel_allocations_user_id_idx')
    .on('parcel_allocations')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('parcel_allocations').execute();
  await db.schema.dropTable('parcels').execute();
  await parcelsV1.up(db);
}
