import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { instant } from '@portal/shared/fields';
import { meterMaximum, MAX_DIALS } from '@portal/shared/utility-connections';
import {
  READING_IMPORT_COLUMNS,
  utilityReadingMessages as says,
} from '@portal/shared/utility-readings';
import type { Database } from '@server/db/schema';
import { auditTrail } from '@server/lib/audit/trail';
import { validationFailed, type FieldErrors } from '@server/lib/errors';
import { readingContext, readingErrors } from './reading-rules';
import { insertReading } from './readings';

/*
 * A meter reader's CSV file of readings (docs/product.md, "Utilities"): checked whole and imported
 * all or nothing. A row equal to a reading already recorded (same meter, time and value) is
 * skipped, so the same file sent twice imports nothing the second time.
 */

type Row = {
  line: number;
  connection_number: string;
  meter_serial: string;
  value: number;
  read_at: string;
};

/** The key of a line's field in the 422's errors: 'lines.3.value' (the header is line 1). */
const lineField = (line: number, field: string) => `lines.${line}.${field}`;

const DIGITS = /^\d+$/;

/** The file's records with their line numbers, or a 422 for a file that is not CSV. */
function recordsOf(csv: string): { line: number; fields: string[] }[] {
  try {
    const parsed = parse(csv, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed.map(({ record, info }) => ({ line: info.lines, fields: record }));
  } catch (error) {
    throw validationFailed({ file: [says.notCsv((error as Error).message)] });
  }
}

/**
 * The file's well-formed rows, and what is wrong with each of the others on its own, by line and
 * field; a file without its header or rows is a 422 at once.
 */
function rowsOf(csv: string): { rows: Row[]; errors: FieldErrors } {
  const [header, ...records] = recordsOf(csv);
  if (!header || header.fields.join(',') !== READING_IMPORT_COLUMNS.join(','))
    throw validationFailed({ [lineField(1, 'header')]: [says.badHeader] });
  if (records.length === 0) throw validationFailed({ file: [says.fileEmpty] });
  const errors: FieldErrors = {};
  const rows: Row[] = [];
  for (const { line, fields } of records) {
    if (fields.length !== READING_IMPORT_COLUMNS.length) {
      errors[lineField(line, 'line')] = [says.fieldCount];
      continue;
    }
    const [connection_number, meter_serial, value, readAt] = fields as [
      string,
      string,
      string,
      string,
    ];
    const at = instant.safeParse(readAt);
    const wrong: Record<string, string> = {};
    if (connection_number === '') wrong.connection_number = says.unknownNumber;
    if (meter_serial === '') wrong.meter_serial = says.wrongSerial(null);
    if (!DIGITS.test(value) || Number(value) > meterMaximum(MAX_DIALS)) wrong.value = says.value;
    if (!at.success) wrong.read_at = at.error.issues[0]!.message;
    for (const [field, message] of Object.entries(wrong))
      errors[lineField(line, field)] = [message];
    if (Object.keys(wrong).length === 0)
      rows.push({ line, connection_number, meter_serial, value: Number(value), read_at: at.data! });
  }
  return { rows, errors };
}

const linesIn = (errors: FieldErrors) =>
  new Set(Object.keys(errors).map((key) => key.split('.')[1])).size;

/**
 * Imports a CSV file of actual readings in `trx`: answers how many were imported and skipped, or
 * throws a 422 naming every line and field that is wrong (the transaction rolls back: nothing is
 * imported). Well-formed rows are taken in time order, each checked against the readings before
 * it, the file's own included; one audit event tells of the whole file.
 */
export async function importReadings(
  request: FastifyRequest,
  trx: Kysely<Database>,
  csv: string,
): Promise<{ imported: number; skipped: number }> {
  const { rows, errors } = rowsOf(csv);
  rows.sort((a, b) => (a.read_at < b.read_at ? -1 : a.read_at > b.read_at ? 1 : 0));
  const now = request.server.deps.clock.now();
  const connections = new Map<string, Awaited<ReturnType<typeof connectionByNumber>>>();
  let imported = 0;
  let skipped = 0;

  for (const row of rows) {
    const refuse = (field: string, message: string) => {
      errors[lineField(row.line, field)] = [message];
    };
    if (!connections.has(row.connection_number))
      connections.set(row.connection_number, await connectionByNumber(trx, row.connection_number));
    const connection = connections.get(row.connection_number);
    if (!connection) {
      refuse('connection_number', says.unknownNumber);
      continue;
    }
    const meter = connection.meters.find((candidate) => candidate.serial === row.meter_serial);
    const current = connection.meters.find((candidate) => candidate.removed_on === null);
    if (!meter) {
      refuse('meter_serial', says.wrongSerial(current?.serial ?? null));
      continue;
    }
    const stored = await trx
      .selectFrom('utility_readings')
      .select('value')
      .where('meter_id', '=', meter.id)
      .where('read_at', '=', row.read_at)
      .executeTakeFirst();
    if (stored?.value === row.value) {
      skipped++;
      continue;
    }
    if (stored) {
      refuse('value', says.conflictsWithStored(stored.value));
      continue;
    }
    if (meter !== current) {
      refuse('meter_serial', says.wrongSerial(current?.serial ?? null));
      continue;
    }
    // The file's earlier rows are recorded by now: each row follows them.
    const context = await readingContext(trx, connection);
    const reading = { value: row.value, read_at: row.read_at, rollover: false };
    const wrong = readingErrors(context, reading, now, says.belowPreviousInFile);
    for (const [field, messages] of Object.entries(wrong))
      errors[lineField(row.line, field === 'connection_id' ? 'connection_number' : field)] =
        messages;
    if (Object.keys(wrong).length > 0) continue;
    await insertReading(request, trx, context, { ...reading, source: 'actual' });
    imported++;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors, says.badRows(linesIn(errors)));

  await auditTrail(request).note(trx, 'utility_reading.imported', null, {
    imported: { before: null, after: imported },
    skipped: { before: null, after: skipped },
    file_sha256: { before: null, after: createHash('sha256').update(csv).digest('hex') },
  });
  return { imported, skipped };
}

/** A connection by its number, with every meter it has had; undefined for none. */
async function connectionByNumber(db: Kysely<Database>, number: string) {
  const connection = await db
    .selectFrom('utility_connections')
    .select(['id', 'status', 'start_date'])
    .where('number', '=', number)
    .executeTakeFirst();
  if (!connection) return undefined;
  const meters = await db
    .selectFrom('utility_meters')
    .select(['id', 'serial', 'removed_on'])
    .where('connection_id', '=', connection.id)
    .execute();
  return { ...connection, meters };
}
