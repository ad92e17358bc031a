import type { Kysely } from 'kysely';
import { READING_FLAG_FACTOR, type MeterUnit } from '@portal/shared/utilities';
import { nairobiDay } from '@portal/shared/calendar';
import { meterMaximum } from '@portal/shared/utility-connections';
import { utilityReadingMessages as says } from '@portal/shared/utility-readings';
import type { Database } from '@server/db/schema';
import type { FieldErrors } from '@server/lib/errors';
import type { ConnectionRow } from './connections';
import { averageDailyUse, dailyUse, unitsBetween } from './consumption';

/*
 * What a new reading must be, whether it comes alone or in a file (docs/product.md, "Utilities"):
 * on an open connection with a meter, from its start day, not in the future, later than the
 * meter's latest reading, within its dials, and not lower than the reading before it unless the
 * dials rolled over. One far from the usual daily use is flagged for review.
 */

type Point = { read_at: string; value: number };

/** The meter's latest reading, whatever its review: a new one must come after it. */
export function latestReading(db: Kysely<Database>, meterId: number): Promise<Point | undefined> {
  return db
    .selectFrom('utility_readings')
    .select(['read_at', 'value'])
    .where('meter_id', '=', meterId)
    .orderBy('read_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The meter's latest reading that was not rejected: the one a new reading counts from. */
function previousReading(db: Kysely<Database>, meterId: number): Promise<Point | undefined> {
  return db
    .selectFrom('utility_readings')
    .select(['read_at', 'value'])
    .where('meter_id', '=', meterId)
    .where((eb) => eb.or([eb('review', 'is', null), eb('review', '<>', 'rejected')]))
    .orderBy('read_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Everything a new reading of a connection is checked against. */
export type ReadingContext = {
  connection: Pick<ConnectionRow, 'id' | 'status' | 'start_date'>;
  meter: { id: number; serial: string; dials: number; unit: MeterUnit } | undefined;
  latest: Point | undefined;
  previous: Point | undefined;
};

export async function readingContext(
  db: Kysely<Database>,
  connection: ReadingContext['connection'],
): Promise<ReadingContext> {
  const meter = await db
    .selectFrom('utility_meters')
    .select(['id', 'serial', 'dials', 'unit'])
    .where('connection_id', '=', connection.id)
    .where('removed_on', 'is', null)
    .executeTakeFirst();
  return {
    connection,
    meter,
    latest: meter && (await latestReading(db, meter.id)),
    previous: meter && (await previousReading(db, meter.id)),
  };
}

export type NewReading = { value: number; read_at: string; rollover: boolean };

/**
 * What is wrong with `reading` in `context`, by field (`connection_id`, `read_at`, `value`);
 * nothing when it may be recorded. `belowPrevious` words the refusal of a lower value.
 */
export function readingErrors(
  { connection, meter, latest, previous }: ReadingContext,
  reading: NewReading,
  now: Date,
  belowPrevious: (previous: number) => string = says.belowPrevious,
): FieldErrors {
  if (connection.status === 'closed') return { connection_id: [says.closed] };
  if (!meter) return { connection_id: [says.noMeter] };
  const errors: FieldErrors = {};
  if (reading.read_at > now.toISOString()) errors.read_at = [says.inFuture];
  else if (nairobiDay(reading.read_at) < connection.start_date)
    errors.read_at = [says.beforeStart(connection.start_date)];
  else if (latest && reading.read_at <= latest.read_at)
    errors.read_at = [says.notAfterLatest(latest.read_at)];
  if (reading.value > meterMaximum(meter.dials))
    errors.value = [says.aboveMaximum(meterMaximum(meter.dials))];
  else if (previous && reading.value < previous.value && !reading.rollover)
    errors.value = [belowPrevious(previous.value)];
  return errors;
}

/**
 * The reading's consumption since the previous one, and why it is flagged, if it is: its daily
 * use more than READING_FLAG_FACTOR times the connection's average over the last months, or less
 * than that part of it. No average yet, no flag.
 */
export async function assessReading(
  db: Kysely<Database>,
  { connection, meter, previous }: ReadingContext,
  reading: NewReading,
): Promise<{ flag_reason: string | null }> {
  if (!meter || !previous) return { flag_reason: null };
  const units = unitsBetween(previous, { ...reading, dials: meter.dials });
  const average = await averageDailyUse(db, connection.id, reading.read_at);
  if (average === null) return { flag_reason: null };
  const use = dailyUse(units, previous.read_at, reading.read_at);
  if (use > average * READING_FLAG_FACTOR)
    return { flag_reason: says.high(use, average, meter.unit) };
  if (use < average / READING_FLAG_FACTOR)
    return { flag_reason: says.low(use, average, meter.unit) };
  return { flag_reason: null };
}
