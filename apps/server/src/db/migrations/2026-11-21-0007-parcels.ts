import { sql, type Kysely } from 'kysely';
import { isSqlite, withId, withTimestamps } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  // Byte-order collation: the API sorts by number, and both engines must agree on the order.
  const numberType = isSqlite(db) ? sql`text collate binary` : sql`text collate "C"`;
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('parcels'))
      .addColumn('number', numberType, (col) => col.notNull().unique())
      // Decimal text (for example '2.50'): an area is never a float.
      .addColumn('acre', 'text', (col) => col.notNull())
      .addColumn('min_floors', 'integer', (col) => col.notNull())
      .addColumn('max_floors', 'integer', (col) => col.notNull()),
  )
    .addCheckConstraint('parcels_floors_check', sql`min_floors >= 0 and max_floors >= min_floors`)
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('parcel_allocations'))
      .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcels.id'))
      // The allocation record outlives the account it was linked to.
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('allocated_to', 'text', (col) => col.notNull())
      .addColumn('allocated_at', 'text', (col) => col.notNull())
      .addColumn('lease_term_years', 'integer', (col) =>
        col.notNull().check(sql`lease_term_years > 0`),
      ),
  ).execute();
  for (const column of ['allocated_at', 'parcel_id']) {
    await db.schema
      .createIndex(`parcel_allocations_${column}_idx`)
      .on('parcel_allocations')
      .column(column)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('parcel_allocations').execute();
  await db.schema.dropTable('parcels').execute();
}
