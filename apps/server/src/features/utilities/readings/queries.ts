import type { Kysely } from 'kysely';
import type { Reading } from '@portal/shared/utility-readings';
import type { Database } from '@server/db/schema';
import { unitsBetween } from '@server/domain/utilities/consumption';
import { readingNotFound } from '@server/domain/utilities/readings';
import { containsText } from '@server/lib/text-search';
import type { UtilityScope } from '../scope';

export type ReadingFilter = {
  connectionId?: number | undefined;
  toReview?: boolean | undefined;
  term?: string | undefined;
};

/**
 * The ids of the readings `scope` sees, latest first, narrowed by `filter`: one connection's, those
 * flagged and not yet reviewed, the term in the connection's number or the meter's serial.
 */
export function readingIds(db: Kysely<Database>, scope: UtilityScope, filter: ReadingFilter) {
  const { connectionId, toReview, term } = filter;
  return db
    .selectFrom('utility_readings')
    .innerJoin('utility_connections', 'utility_connections.id', 'utility_readings.connection_id')
    .innerJoin('utility_meters', 'utility_meters.id', 'utility_readings.meter_id')
    .select('utility_readings.id')
    .$if(scope !== 'all', (query) =>
      query.where(
        'utility_connections.account_holder_id',
        '=',
        (scope as { holderId: number }).holderId,
      ),
    )
    .$if(connectionId !== undefined, (query) =>
      query.where('utility_readings.connection_id', '=', connectionId!),
    )
    .$if(toReview === true, (query) =>
      query
        .where('utility_readings.flag_reason', 'is not', null)
        .where('utility_readings.review', 'is', null),
    )
    .$if(term !== undefined, (query) =>
      query.where(containsText(['utility_connections.number', 'utility_meters.serial'], term!)),
    )
    .orderBy('utility_readings.read_at', 'desc')
    .orderBy('utility_readings.id', 'desc');
}

/**
 * The readings `ids` names as the API answers them, latest first, each with its consumption since
 * the previous reading of its meter that was not rejected.
 */
export async function readingsByIds(db: Kysely<Database>, ids: number[]): Promise<Reading[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('utility_readings as r')
    .innerJoin('utility_connections as c', 'c.id', 'r.connection_id')
    .innerJoin('utility_meters as m', 'm.id', 'r.meter_id')
    .select((eb) => [
      'r.id',
      'r.connection_id',
      'c.number as connection_number',
      'm.serial as meter_serial',
      'm.dials',
      'r.value',
      'r.read_at',
      'r.source',
      'r.rollover',
      'r.role',
      'r.flag_reason',
      'r.review',
      'r.review_note',
      'r.created_at',
      eb
        .selectFrom('utility_readings as p')
        .select('p.value')
        .whereRef('p.meter_id', '=', 'r.meter_id')
        .whereRef('p.read_at', '<', 'r.read_at')
        .where((previous) =>
          previous.or([previous('p.review', 'is', null), previous('p.review', '<>', 'rejected')]),
        )
        .orderBy('p.read_at', 'desc')
        .limit(1)
        .as('previous_value'),
    ])
    .where('r.id', 'in', ids)
    .orderBy('r.read_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map(({ dials, previous_value, rollover, ...row }) => ({
    ...row,
    rollover: rollover === 1,
    consumption:
      row.role === 'opening' || previous_value === null
        ? null
        : unitsBetween({ value: previous_value }, { value: row.value, rollover, dials }),
    flagged: row.flag_reason !== null,
  }));
}

export async function readingAnswer(db: Kysely<Database>, id: number): Promise<Reading> {
  const [reading] = await readingsByIds(db, [id]);
  if (!reading) throw readingNotFound();
  return reading;
}
