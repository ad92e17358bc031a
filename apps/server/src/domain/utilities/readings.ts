import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReadingSource } from '@portal/shared/utilities';
import {
  utilityReadingMessages as says,
  type ReadingReview,
} from '@portal/shared/utility-readings';
import type { Database } from '@server/db/schema';
import { auditTrail } from '@server/lib/audit/trail';
import { conflict, notFound, validationFailed } from '@server/lib/errors';
import {
  assessReading,
  readingContext,
  readingErrors,
  type NewReading,
  type ReadingContext,
} from './reading-rules';

/*
 * The one writer of readings (record 0049; docs/product.md, "Utilities"), with meters.ts for the
 * opening and closing readings a meter's fitting takes.
 */

export const readingNotFound = () => notFound('Reading not found.');

/** Adds a regular reading of the context's meter, checked and assessed: answers its id. */
export async function insertReading(
  request: FastifyRequest,
  trx: Kysely<Database>,
  context: ReadingContext,
  reading: NewReading & { source: ReadingSource },
): Promise<number> {
  const { flag_reason } = await assessReading(trx, context, reading);
  const { id } = await trx
    .insertInto('utility_readings')
    .values({
      connection_id: context.connection.id,
      meter_id: context.meter!.id,
      value: reading.value,
      read_at: reading.read_at,
      source: reading.source,
      rollover: reading.rollover ? 1 : 0,
      role: 'regular',
      flag_reason,
      recorded_by: request.actor?.user.id ?? null,
      created_at: request.server.deps.clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Records one reading of connection `connectionId` (422 on each field that is wrong, an unknown
 * connection included): answers its id. Who may send which source is the route's to decide.
 */
export async function recordReading(
  request: FastifyRequest,
  trx: Kysely<Database>,
  connectionId: number,
  reading: NewReading & { source: ReadingSource },
): Promise<number> {
  const connection = await trx
    .selectFrom('utility_connections')
    .select(['id', 'status', 'start_date'])
    .where('id', '=', connectionId)
    .executeTakeFirst();
  if (!connection) throw validationFailed({ connection_id: [says.unknownConnection] });
  const context = await readingContext(trx, connection);
  const errors = readingErrors(context, reading, request.server.deps.clock.now());
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return auditTrail(request).creation(trx, 'utility_reading.recorded', () =>
    insertReading(request, trx, context, reading),
  );
}

/**
 * Accepts or rejects a flagged reading not yet reviewed (409 for any other). A rejected reading
 * counts for nothing: not in bills, not in averages, not as the reading the next one follows.
 */
export async function reviewReading(
  request: FastifyRequest,
  trx: Kysely<Database>,
  id: number,
  review: { decision: ReadingReview; note: string },
): Promise<void> {
  const reading = await trx
    .selectFrom('utility_readings')
    .select(['flag_reason', 'review'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!reading) throw readingNotFound();
  if (reading.flag_reason === null || reading.review !== null) throw conflict(says.notToReview);
  await auditTrail(request).change(trx, 'utility_reading.reviewed', id, () =>
    trx
      .updateTable('utility_readings')
      .set({
        review: review.decision,
        review_note: review.note,
        reviewed_by: request.actor?.user.id ?? null,
        reviewed_at: request.server.deps.clock.now().toISOString(),
      })
      .where('id', '=', id)
      .execute(),
  );
}
