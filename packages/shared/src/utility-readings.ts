import { z } from 'zod';
import { defineCall } from './call';
import { MAX_ID } from './constants';
import { envelopeSchema, paginatedSchema } from './envelope';
import { decimalNumber, instant, requiredId, requiredText, wholeNumber } from './fields';
import { PageQuerySchema } from './pagination';
import { IdParamsSchema } from './records';
import { MAX_DIALS, meterMaximum } from './utility-connections';
import {
  AVERAGE_USE_MONTHS,
  READING_FLAG_FACTOR,
  READING_SOURCES,
  UNIT_SYMBOLS,
  type MeterUnit,
} from './utilities';

/*
 * Meter readings (docs/product.md, "Utilities"): posted one by one by staff or by the account
 * holder, or imported from a reader's CSV file; a reading far from the usual use is flagged for
 * review, and a rejected one counts for nothing.
 */

/** The largest CSV file of readings taken, in bytes. */
export const READING_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The header row of a CSV file of readings, exactly. */
export const READING_IMPORT_COLUMNS = [
  'connection_number',
  'meter_serial',
  'value',
  'read_at',
] as const;

export const READING_REVIEWS = ['accepted', 'rejected'] as const;
export type ReadingReview = (typeof READING_REVIEWS)[number];
export const READING_ROLES = ['regular', 'opening', 'closing'] as const;

const amount = (value: number, unit: MeterUnit) =>
  `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })} ${UNIT_SYMBOLS[unit]}`;

export const utilityReadingMessages = {
  source: 'Choose actual, estimated or customer.',
  decision: 'Choose accepted or rejected.',
  yesOrNo: 'Choose yes or no.',
  value: 'Enter the units the dials show, a whole number from 0.',
  unknownConnection: 'Choose a connection.',
  noMeter: 'The connection has no meter yet.',
  closed: 'The connection is closed: it takes no more readings.',
  inFuture: 'A reading cannot be taken in the future.',
  beforeStart: (start: string) =>
    `The connection started on ${start}: a reading cannot be earlier.`,
  notAfterLatest: (at: string) =>
    `The meter's latest reading was taken at ${at}: a new one must be later.`,
  aboveMaximum: (maximum: number) =>
    `The meter's dials go up to ${maximum.toLocaleString('en-GB')}.`,
  belowPrevious: (previous: number) =>
    `The previous reading was ${previous.toLocaleString('en-GB')}: this one is lower. If the dials went past their maximum and started again from 0, send it again with rollover.`,
  belowPreviousInFile: (previous: number) =>
    `The previous reading was ${previous.toLocaleString('en-GB')}: this one is lower. A file cannot say the dials rolled over: post that reading alone, with rollover.`,
  customerOnly: 'An account holder may send only their own reading (source customer).',
  high: (use: number, average: number, unit: MeterUnit) =>
    `High: ${amount(use, unit)} a day since the previous reading, more than ${READING_FLAG_FACTOR} times the average of ${amount(average, unit)} a day over the last ${AVERAGE_USE_MONTHS} months.`,
  low: (use: number, average: number, unit: MeterUnit) =>
    `Low: ${amount(use, unit)} a day since the previous reading, less than a third of the average of ${amount(average, unit)} a day over the last ${AVERAGE_USE_MONTHS} months.`,
  notToReview: 'Only a flagged reading not yet reviewed can be reviewed.',
  // The CSV import.
  fileTooLarge: `The file is larger than ${READING_IMPORT_MAX_BYTES / 1024 / 1024} MB: split it into smaller files.`,
  fileEmpty: 'The file has no readings.',
  badHeader: `The first line must be exactly ${READING_IMPORT_COLUMNS.join(',')}.`,
  notCsv: (why: string) => `The file is not valid CSV: ${why}`,
  fieldCount: `Each line must have ${READING_IMPORT_COLUMNS.length} fields: ${READING_IMPORT_COLUMNS.join(', ')}.`,
  unknownNumber: 'No connection has this number.',
  wrongSerial: (current: string | null) =>
    current ? `The connection's meter is ${current}.` : 'The connection has no meter yet.',
  conflictsWithStored: (value: number) =>
    `A reading of this meter at this time is already recorded, with value ${value.toLocaleString('en-GB')}.`,
  repeatedInFile: (line: number) => `Line ${line} has a reading of this meter at the same time.`,
  badRows: (count: number) =>
    `${count} ${count === 1 ? 'line is' : 'lines are'} not right: nothing was imported.`,
} as const;

/** POST /utility-readings. */
export const ReadingInputSchema = z.object({
  connection_id: requiredId,
  value: wholeNumber(0, meterMaximum(MAX_DIALS), utilityReadingMessages.value),
  /** ISO 8601 with its offset; stored in UTC. */
  read_at: instant,
  source: z.enum(READING_SOURCES, { error: utilityReadingMessages.source }),
  /** The dials went past their maximum and started again from 0 since the previous reading. */
  rollover: z.boolean({ error: utilityReadingMessages.yesOrNo }).default(false),
});
export type ReadingInput = z.input<typeof ReadingInputSchema>;

export const ReadingReviewInputSchema = z.object({
  decision: z.enum(READING_REVIEWS, { error: utilityReadingMessages.decision }),
  note: requiredText(500),
});

export const ReadingSchema = z.object({
  id: z.number().int(),
  connection_id: z.number().int(),
  connection_number: z.string(),
  meter_serial: z.string(),
  value: z.number().int(),
  read_at: z.string(),
  source: z.enum(READING_SOURCES),
  rollover: z.boolean(),
  role: z.enum(READING_ROLES),
  /** Units since the previous reading of the same meter that was not rejected; null for an opening. */
  consumption: z.number().int().nullable(),
  flagged: z.boolean(),
  flag_reason: z.string().nullable(),
  review: z.enum(READING_REVIEWS).nullable(),
  review_note: z.string().nullable(),
  created_at: z.string(),
});
export type Reading = z.infer<typeof ReadingSchema>;

/** The list of readings: one connection's, or those waiting for review. */
export const ReadingQuerySchema = PageQuerySchema.extend({
  connection_id: decimalNumber(MAX_ID).optional(),
  to_review: z.enum(['true', 'false'], { error: utilityReadingMessages.yesOrNo }).optional(),
});

export const ReadingAnswerSchema = envelopeSchema(ReadingSchema);

/** The calls on readings (docs/product.md, "Utilities"). */
export const utilityReadingCalls = {
  list: defineCall({
    method: 'GET',
    path: '/utility-readings',
    summary:
      "List readings, latest first: your own connections', or all with utilities.view_all; to_review=true for those flagged and not reviewed",
    query: ReadingQuerySchema,
    answer: paginatedSchema(ReadingSchema),
    refusals: [401, 403, 422],
  }),
  create: defineCall({
    method: 'POST',
    path: '/utility-readings',
    summary: 'Record a reading; an account holder records their own, of source customer',
    body: ReadingInputSchema,
    answer: ReadingAnswerSchema,
    status: 201,
    refusals: [401, 403, 404, 422],
  }),
  import: defineCall({
    method: 'POST',
    path: '/utility-readings/import',
    summary:
      'Import readings from a CSV file (text/csv, header connection_number,meter_serial,value,read_at), all or nothing; readings already recorded are skipped',
    body: z.string().describe('CSV: a header row, then one reading a line'),
    answer: envelopeSchema(z.object({ imported: z.number().int(), skipped: z.number().int() })),
    refusals: [401, 403, 413, 415, 422],
  }),
  review: defineCall({
    method: 'POST',
    path: '/utility-readings/:id/review',
    summary: 'Accept or reject a flagged reading; a rejected one is left out of bills and averages',
    params: IdParamsSchema,
    body: ReadingReviewInputSchema,
    answer: ReadingAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
};
