import type { Kysely } from 'kysely';
import { AVERAGE_USE_MONTHS } from '@portal/shared/utilities';
import { meterMaximum } from '@portal/shared/utility-connections';
import type { Database, Flag } from '@server/db/schema';

/*
 * What a connection used, from its readings (docs/product.md, "Utilities"): pure arithmetic for
 * billing and for flagging a reading, and the average daily use a reading is measured against.
 */

const DAY_MS = 86_400_000;

/** A reading as consumption needs it: its meter, that meter's dials, and where it stands. */
export type MeteredReading = {
  meter_id: number;
  dials: number;
  role: 'regular' | 'opening' | 'closing';
  value: number;
  /** The dials went past their maximum and started again from 0 since the reading before. */
  rollover: boolean | Flag;
};

/**
 * The units a meter counted from `earlier` to `later`. Past its maximum the dials start again
 * from 0: a reading that says so, or one lower than the reading before it (a rollover read on a
 * reading left out, such as a rejected one), counts up to the maximum and on from 0.
 */
export function unitsBetween(
  earlier: Pick<MeteredReading, 'value'>,
  later: Pick<MeteredReading, 'value' | 'rollover' | 'dials'>,
): number {
  const wrapped = Boolean(later.rollover) || later.value < earlier.value;
  return wrapped
    ? meterMaximum(later.dials) + 1 - earlier.value + later.value
    : later.value - earlier.value;
}

/**
 * The units used over `readings`, ordered by read_at: each consecutive pair of one meter counts,
 * and the pair across a meter swap (the old one's closing, the new one's opening) counts nothing,
 * so that use across the swap is counted once: the old meter's up to its closing reading, the new
 * one's from its opening reading.
 */
export function consumptionBetween(readings: readonly MeteredReading[]): number {
  let total = 0;
  for (let index = 1; index < readings.length; index++) {
    const earlier = readings[index - 1]!;
    const later = readings[index]!;
    if (earlier.meter_id === later.meter_id) total += unitsBetween(earlier, later);
  }
  return total;
}

/** The instant `months` calendar months before `instant` (UTC). */
function monthsBefore(instant: string, months: number): string {
  const at = new Date(instant);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.toISOString();
}

/**
 * Units a day over `readings` (ordered by read_at): what they used over the time from the first
 * to the last. Null with fewer than two readings, or none apart in time.
 */
export function dailyUseOver(
  readings: readonly (MeteredReading & { read_at: string })[],
): number | null {
  if (readings.length < 2) return null;
  const days = (Date.parse(readings.at(-1)!.read_at) - Date.parse(readings[0]!.read_at)) / DAY_MS;
  return days > 0 ? consumptionBetween(readings) / days : null;
}

/**
 * A connection's average daily use over the last six months before `before` (a UTC instant,
 * excluded), from its actual and customer readings that were not rejected: what a new reading is
 * measured against. Null when fewer than two such readings are there.
 */
export async function averageDailyUse(
  db: Kysely<Database>,
  connectionId: number,
  before: string,
): Promise<number | null> {
  const readings = await db
    .selectFrom('utility_readings as r')
    .innerJoin('utility_meters as m', 'm.id', 'r.meter_id')
    .select(['r.meter_id', 'm.dials', 'r.role', 'r.value', 'r.rollover', 'r.read_at'])
    .where('r.connection_id', '=', connectionId)
    .where('r.read_at', '>=', monthsBefore(before, AVERAGE_USE_MONTHS))
    .where('r.read_at', '<', before)
    .where('r.source', 'in', ['actual', 'customer'])
    .where((eb) => eb.or([eb('r.review', 'is', null), eb('r.review', '<>', 'rejected')]))
    .orderBy('r.read_at')
    .orderBy('r.id')
    .execute();
  return dailyUseOver(readings);
}

/** Units a day from `previousAt` to `at`. */
export const dailyUse = (units: number, previousAt: string, at: string): number =>
  units / ((Date.parse(at) - Date.parse(previousAt)) / DAY_MS);
