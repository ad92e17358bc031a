import type { Kysely } from 'kysely';
import type { ReadingSource } from '@portal/shared/utilities';
import type { Database } from '@server/db/schema';
import {
  averageDailyUse,
  consumptionBetween,
  unitsBetween,
  type MeteredReading,
} from '../consumption';

const DAY_MS = 86_400_000;

/** A bill's opening or closing: a meter value, when, and whether it was read or estimated. */
export interface BillEnd {
  value: number;
  read_at: string;
  source: ReadingSource;
}

export interface MonthUsage {
  opening: BillEnd;
  closing: BillEnd;
  /** Units from opening to closing; below nothing when the opening was an estimate too high. */
  consumption: number;
  /** The run estimated the closing: no reading of the month could close it. */
  estimated: boolean;
}

type ReadingRow = MeteredReading & { read_at: string; source: ReadingSource };

/**
 * Units from `start` along `readings` (in time order). From the opening, which may have been an
 * estimate, a lower reading is use that was overestimated (below nothing), not dials turned over,
 * unless the reading says it turned over; a new meter's opening reading first adds nothing.
 */
function unitsAlong(start: BillEnd, readings: readonly ReadingRow[]): number {
  const [first] = readings;
  if (!first) return 0;
  const fromOpening =
    first.role === 'opening'
      ? 0
      : first.rollover
        ? unitsBetween(start, first)
        : first.value - start.value;
  return fromOpening + consumptionBetween(readings);
}

/** The reading that closes the month: the last actual one, else the holder's, else a staff estimate. */
function closingReading(readings: readonly ReadingRow[]): number {
  for (const source of ['actual', 'customer', 'estimated'] as const) {
    const index = readings.findLastIndex((reading) => reading.source === source);
    if (index >= 0) return index;
  }
  return -1;
}

/**
 * What a connection used over a month, from `opening` (the previous bill's closing, or its first
 * reading) to the month's end (`endsAt`, UTC): closed by a reading of the month where there is one
 * (rejected readings left out), else estimated from the average daily use of the last six months
 * up to the month's end (docs/product.md, "Utilities", Readings).
 */
export async function monthUsage(
  db: Kysely<Database>,
  connectionId: number,
  opening: BillEnd,
  endsAt: string,
): Promise<MonthUsage> {
  const readings = await db
    .selectFrom('utility_readings')
    .innerJoin('utility_meters', 'utility_meters.id', 'utility_readings.meter_id')
    .select([
      'utility_readings.meter_id',
      'utility_readings.value',
      'utility_readings.read_at',
      'utility_readings.source',
      'utility_readings.rollover',
      'utility_readings.role',
      'utility_meters.dials',
    ])
    .where('utility_readings.connection_id', '=', connectionId)
    .where('utility_readings.read_at', '>', opening.read_at)
    .where('utility_readings.read_at', '<', endsAt)
    .where((eb) => eb.or([eb('review', 'is', null), eb('review', '=', 'accepted')]))
    .orderBy('utility_readings.read_at')
    .orderBy('utility_readings.id')
    .execute();
  const rows = readings.map((row) => ({ ...row, value: Number(row.value) }));
  const closing = closingReading(rows);
  if (closing >= 0) {
    const used = rows.slice(0, closing + 1);
    const last = used.at(-1)!;
    return {
      opening,
      closing: { value: last.value, read_at: last.read_at, source: last.source },
      consumption: unitsAlong(opening, used),
      estimated: last.source === 'estimated',
    };
  }
  // No reading of the month: what the last six months used a day, for the days since the opening.
  const daily = (await averageDailyUse(db, connectionId, endsAt)) ?? 0;
  const days = (Date.parse(endsAt) - Date.parse(opening.read_at)) / DAY_MS;
  const consumption = Math.max(0, Math.round(daily * days));
  return {
    opening,
    closing: { value: opening.value + consumption, read_at: endsAt, source: 'estimated' },
    consumption,
    estimated: true,
  };
}

/** A connection's first reading, its meter's opening: where its first bill starts. */
export async function firstReading(
  db: Kysely<Database>,
  connectionId: number,
): Promise<BillEnd | undefined> {
  const row = await db
    .selectFrom('utility_readings')
    .select(['value', 'read_at', 'source'])
    .where('connection_id', '=', connectionId)
    .where((eb) => eb.or([eb('review', 'is', null), eb('review', '=', 'accepted')]))
    .orderBy('read_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row && { ...row, value: Number(row.value) };
}
