import type { ExpressionBuilder, Kysely } from 'kysely';
import type { CustomerClass, UtilityService } from '@portal/shared/utilities';
import type { TariffBlock, TariffTerms } from '@portal/shared/utility-charges';
import { tariffMessages, type UtilityTariffValues } from '@portal/shared/utility-tariffs';
import { isForeignKeyViolation, isUniqueViolation } from '@server/db/errors';
import type { Database } from '@server/db/schema';
import { newRecordBy } from '@server/lib/authorship';
import { conflict, notFound } from '@server/lib/errors';

/*
 * The tariff versions (docs/product.md, "Utilities"), their one writer (record 0049). A version
 * that has charged a bill (a row of utility_bill_tariffs) is kept as it is: a bill is read again
 * on the terms it was charged on, so a change of price is a newer version.
 */

export const tariffNotFound = () => notFound(tariffMessages.notFound);
const billedConflict = () => conflict(tariffMessages.billed);
const duplicateConflict = () =>
  conflict(tariffMessages.duplicate, { effective_from: [tariffMessages.duplicate] });

/** The blocks as stored (JSON), as the arithmetic reads them. */
export const blocksOf = (stored: string): TariffBlock[] => JSON.parse(stored) as TariffBlock[];

const storedFields = (fields: UtilityTariffValues) => ({
  ...fields,
  blocks: JSON.stringify(fields.blocks),
});

/** Whether the version of the row at hand has charged a bill. */
export const hasBilled = (eb: ExpressionBuilder<Database, 'utility_tariffs'>) =>
  eb.exists(
    eb
      .selectFrom('utility_bill_tariffs')
      .select('utility_bill_tariffs.tariff_id')
      .whereRef('utility_bill_tariffs.tariff_id', '=', 'utility_tariffs.id'),
  );

/** Adds a version; a second one of the same service, class and day is a conflict. */
export async function insertTariff(
  db: Kysely<Database>,
  fields: UtilityTariffValues,
  by: number,
  now: string,
): Promise<number> {
  try {
    const { id } = await db
      .insertInto('utility_tariffs')
      .values({ ...storedFields(fields), ...newRecordBy(by, now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateConflict();
    throw error;
  }
}

/** 404 for a version that is not there, 409 for one that has charged a bill. */
async function refusalFor(db: Kysely<Database>, id: number): Promise<Error> {
  const found = await db
    .selectFrom('utility_tariffs')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return found ? billedConflict() : tariffNotFound();
}

/** Changes a version that has charged no bill, in the same statement that checks it. */
export async function updateTariff(
  db: Kysely<Database>,
  id: number,
  fields: UtilityTariffValues,
  by: number,
  now: string,
): Promise<void> {
  try {
    const { numUpdatedRows } = await db
      .updateTable('utility_tariffs')
      .set({ ...storedFields(fields), updated_by: by, updated_at: now })
      .where('id', '=', id)
      .where((eb) => eb.not(hasBilled(eb)))
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw await refusalFor(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateConflict();
    throw error;
  }
}

/** Deletes a version that has charged no bill; the foreign key refuses one that has. */
export async function deleteTariff(db: Kysely<Database>, id: number): Promise<void> {
  try {
    const { numDeletedRows } = await db
      .deleteFrom('utility_tariffs')
      .where('id', '=', id)
      .where((eb) => eb.not(hasBilled(eb)))
      .executeTakeFirst();
    if (numDeletedRows === 0n) throw await refusalFor(db, id);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw billedConflict();
    throw error;
  }
}

/**
 * Every version of a service's tariff for a customer class, oldest first, with its id: what
 * `chargeFor` takes as `tariffs` for a connection of that service and class.
 */
export async function tariffVersionsFor(
  db: Kysely<Database>,
  service: UtilityService,
  customerClass: CustomerClass,
): Promise<(TariffTerms & { id: number })[]> {
  const rows = await db
    .selectFrom('utility_tariffs')
    .select([
      'id',
      'reference',
      'effective_from',
      'fixed_charge',
      'minimum_charge',
      'sewerage_percent',
      'tax_category',
      'blocks',
    ])
    .where('service', '=', service)
    .where('customer_class', '=', customerClass)
    .orderBy('effective_from')
    .execute();
  return rows.map((row) => ({ ...row, blocks: blocksOf(row.blocks) }));
}
