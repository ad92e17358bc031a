import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SERVICE_UNITS, type MeterUnit } from '@portal/shared/utilities';
import { nairobiDay, nairobiMidnight } from '@portal/shared/calendar';
import {
  meterMaximum,
  utilityConnectionMessages as says,
} from '@portal/shared/utility-connections';
import type { Database } from '@server/db/schema';
import { auditTrail } from '@server/lib/audit/trail';
import { conflict, validationFailed, type FieldErrors } from '@server/lib/errors';
import { connectionRow } from './connections';
import { latestReading } from './reading-rules';

/*
 * Meters (docs/product.md, "Utilities"): one at a time on a connection. A meter is fitted with its
 * opening reading, taken as its day begins in Nairobi; the one it replaces is read a last time
 * (its closing reading) and taken off that day, all in one transaction, so that use across the
 * swap is counted once.
 */

export type MeterFitting = {
  serial: string;
  unit: MeterUnit;
  dials: number;
  installed_on: string;
  opening_value: number;
  closing_value?: number | undefined;
};

/** The connection's meter now, if it has one. */
export function currentMeter(db: Kysely<Database>, connectionId: number) {
  return db
    .selectFrom('utility_meters')
    .select(['id', 'serial', 'unit', 'dials', 'installed_on'])
    .where('connection_id', '=', connectionId)
    .where('removed_on', 'is', null)
    .executeTakeFirst();
}

/**
 * Fits a meter on connection `id`, replacing the one there: answers whether it replaced one.
 * Refuses a closed connection or a serial fitted on another connection (409), the wrong unit, a
 * value past the dials, a day before the connection's start or after today, and a replacement
 * without the old meter's closing reading or with one below its last reading (422).
 */
export async function installMeter(
  request: FastifyRequest,
  trx: Kysely<Database>,
  id: number,
  fitting: MeterFitting,
): Promise<boolean> {
  const connection = await connectionRow(trx, id);
  if (connection.status === 'closed') throw conflict(says.closedIsFinal);
  const old = await currentMeter(trx, id);
  const last = old ? await latestReading(trx, old.id) : undefined;
  const openingAt = nairobiMidnight(fitting.installed_on);
  const now = request.server.deps.clock.now();

  const errors: FieldErrors = {};
  const refuse = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (fitting.unit !== SERVICE_UNITS[connection.service])
    refuse('unit', says.wrongUnit(connection.service, SERVICE_UNITS[connection.service]));
  if (fitting.opening_value > meterMaximum(fitting.dials))
    refuse('opening_value', says.aboveMaximum(meterMaximum(fitting.dials)));
  if (fitting.installed_on < connection.start_date)
    refuse('installed_on', says.installedBeforeStart(connection.start_date));
  else if (fitting.installed_on > nairobiDay(now)) refuse('installed_on', says.installedInFuture);
  else if (last && openingAt <= last.read_at)
    refuse('installed_on', says.installedBeforeLastReading(last.read_at));
  if (old) {
    const closing = fitting.closing_value;
    if (closing === undefined) refuse('closing_value', says.closingValueNeeded);
    else if (closing > meterMaximum(old.dials))
      refuse('closing_value', says.aboveMaximum(meterMaximum(old.dials)));
    else if (last && closing < last.value)
      refuse('closing_value', says.closingBelowLast(last.value));
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const taken = await trx
    .selectFrom('utility_meters')
    .select('id')
    .where('serial', '=', fitting.serial)
    .where('removed_on', 'is', null)
    .executeTakeFirst();
  if (taken && taken.id !== old?.id)
    throw conflict(says.serialTaken(fitting.serial), {
      serial: [says.serialTaken(fitting.serial)],
    });

  const by = request.actor?.user.id ?? null;
  const at = now.toISOString();
  const reading = {
    connection_id: id,
    source: 'actual' as const,
    read_at: openingAt,
    recorded_by: by,
    created_at: at,
  };
  const action = old ? 'utility_connection.meter_replaced' : 'utility_connection.meter_installed';
  const facts = {
    opening_value: { before: null, after: fitting.opening_value },
    ...(old ? { closing_value: { before: null, after: fitting.closing_value } } : {}),
  };
  await auditTrail(request).change(
    trx,
    action,
    id,
    async () => {
      if (old) {
        await trx
          .updateTable('utility_meters')
          .set({ removed_on: fitting.installed_on })
          .where('id', '=', old.id)
          .execute();
        await trx
          .insertInto('utility_readings')
          .values({ ...reading, meter_id: old.id, value: fitting.closing_value!, role: 'closing' })
          .execute();
      }
      const meter = await trx
        .insertInto('utility_meters')
        .values({
          connection_id: id,
          serial: fitting.serial,
          unit: fitting.unit,
          dials: fitting.dials,
          installed_on: fitting.installed_on,
          created_by: by,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('utility_readings')
        .values({ ...reading, meter_id: meter.id, value: fitting.opening_value, role: 'opening' })
        .execute();
    },
    facts,
  );
  return old !== undefined;
}
