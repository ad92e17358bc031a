import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, paginatedSchema } from './envelope';
import { calendarDate, plainText, requiredId, requiredText, wholeNumber } from './fields';
import { PageQuerySchema } from './pagination';
import { auditFields, IdParamsSchema } from './records';
import {
  CONNECTION_STATUSES,
  CUSTOMER_CLASSES,
  METER_UNITS,
  READING_SOURCES,
  UNIT_SYMBOLS,
  UTILITY_SERVICES,
  type MeterUnit,
  type UtilityService,
} from './utilities';

/*
 * Connections of parcels to water and electricity and the meters fitted on them (docs/product.md,
 * "Utilities"): opened at a site's handover or by hand, one open connection of a service per
 * parcel, one meter at a time.
 */

/** The most dials a meter has; its largest reading is 10^dials − 1. */
export const MAX_DIALS = 12;
/** The largest reading of a meter with `dials` dials: the next is 0 again. */
export const meterMaximum = (dials: number): number => 10 ** dials - 1;

export const utilityConnectionMessages = {
  service: 'Choose water or electricity.',
  customerClass: 'Choose one of the listed customer classes.',
  status: 'Choose active, suspended or closed.',
  unit: 'Choose m3 or kWh.',
  dials: `Enter a number of dials from 1 to ${MAX_DIALS}.`,
  meterValue: 'Enter the units the dials show, a whole number from 0.',
  yesOrNo: 'Choose yes or no.',
  unknownParcel: 'Choose a parcel of the register.',
  unknownHolder: 'Choose a user of the portal.',
  noSewerage: 'An electricity connection has no sewerage.',
  alreadyOpen: (number: string) =>
    `The parcel already has an open connection of this service: ${number}. Close it first.`,
  openedMeanwhile: 'The parcel already has an open connection of this service.',
  closedOnNeeded: 'Enter the day the connection was closed.',
  closedOnOnlyWhenClosing: 'Only a closing takes a date.',
  closedBeforeStart: (start: string) => `The connection cannot close before it started, ${start}.`,
  closedIsFinal: 'The connection is closed: open a new one instead.',
  sameStatus: (status: string) => `The connection is already ${status}.`,
  wrongUnit: (service: UtilityService, unit: MeterUnit) =>
    `A ${service} meter counts ${UNIT_SYMBOLS[unit]}.`,
  aboveMaximum: (maximum: number) =>
    `The meter's dials go up to ${maximum.toLocaleString('en-GB')}.`,
  installedBeforeStart: (start: string) =>
    `The meter cannot be fitted before the connection started, ${start}.`,
  installedInFuture: 'The meter cannot be fitted after today.',
  installedBeforeLastReading: (at: string) =>
    `The new meter must be fitted after the old meter's last reading (${at}).`,
  closingValueNeeded: 'Enter the old meter’s last reading: it is being replaced.',
  closingBelowLast: (last: number) =>
    `The old meter’s last reading was ${last.toLocaleString('en-GB')}: its closing reading cannot be lower.`,
  serialTaken: (serial: string) => `Meter ${serial} is fitted on another connection.`,
} as const;

const meterValue = wholeNumber(0, meterMaximum(MAX_DIALS), utilityConnectionMessages.meterValue);
const customerClass = z.enum(CUSTOMER_CLASSES, {
  error: utilityConnectionMessages.customerClass,
});
const yesOrNo = z.boolean({ error: utilityConnectionMessages.yesOrNo });

/** POST /utility-connections: a connection opened by hand, perhaps one older than the portal. */
export const ConnectionInputSchema = z.object({
  parcel_id: requiredId,
  service: z.enum(UTILITY_SERVICES, { error: utilityConnectionMessages.service }),
  account_holder_id: requiredId,
  /** Readings from this day (Nairobi's) on are accepted: it may lie in the past. */
  start_date: calendarDate,
  customer_class: customerClass.default('commercial'),
  /** Water only; on unless said otherwise. */
  sewerage: yesOrNo.optional(),
});
export type ConnectionInput = z.input<typeof ConnectionInputSchema>;

/** PUT /utility-connections/:id: what may change on an open connection. */
export const ConnectionUpdateSchema = z.object({
  customer_class: customerClass,
  sewerage: yesOrNo,
  account_holder_id: requiredId,
});
export type ConnectionUpdate = z.input<typeof ConnectionUpdateSchema>;

/** POST /utility-connections/:id/status: closed is final, and says on which day. */
export const ConnectionStatusInputSchema = z
  .object({
    status: z.enum(CONNECTION_STATUSES, { error: utilityConnectionMessages.status }),
    reason: requiredText(500),
    closed_on: calendarDate.optional(),
  })
  .refine((input) => input.status !== 'closed' || input.closed_on !== undefined, {
    message: utilityConnectionMessages.closedOnNeeded,
    path: ['closed_on'],
  })
  .refine((input) => input.status === 'closed' || input.closed_on === undefined, {
    message: utilityConnectionMessages.closedOnOnlyWhenClosing,
    path: ['closed_on'],
  });
export type ConnectionStatusInput = z.input<typeof ConnectionStatusInputSchema>;

/**
 * POST /utility-connections/:id/meters: a meter fitted, with its opening reading; replacing the
 * current one also takes that one's closing reading.
 */
export const MeterInputSchema = z.object({
  serial: requiredText(40),
  unit: z.enum(METER_UNITS, { error: utilityConnectionMessages.unit }),
  dials: wholeNumber(1, MAX_DIALS, utilityConnectionMessages.dials),
  installed_on: calendarDate,
  opening_value: meterValue,
  closing_value: meterValue.optional(),
});
export type MeterInput = z.input<typeof MeterInputSchema>;

export const MeterSchema = z.object({
  id: z.number().int(),
  serial: z.string(),
  unit: z.enum(METER_UNITS),
  dials: z.number().int(),
  installed_on: z.string(),
});

export const ConnectionSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  parcel_id: z.number().int(),
  parcel_number: z.string(),
  service: z.enum(UTILITY_SERVICES),
  account_holder_id: z.number().int().nullable(),
  /** The holder's name; null once the account is deleted. */
  account_holder: z.string().nullable(),
  customer_class: z.enum(CUSTOMER_CLASSES),
  sewerage: z.boolean(),
  start_date: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  status_reason: z.string().nullable(),
  closed_on: z.string().nullable(),
  /** The meter fitted now; on a closed connection, the last one it had. */
  meter: MeterSchema.nullable(),
  last_reading: z
    .object({
      id: z.number().int(),
      value: z.number().int(),
      read_at: z.string(),
      source: z.enum(READING_SOURCES),
    })
    .nullable(),
  /** The account as it stands: what its bills still ask, credit waiting, and the latest bill. */
  account: z.object({
    currency: z.string(),
    owed: z.number().int(),
    credit: z.number().int(),
    last_bill: z
      .object({
        id: z.number().int(),
        period: z.string(),
        amount_due: z.number().int(),
        balance: z.number().int(),
        due_date: z.string(),
      })
      .nullable(),
  }),
  ...auditFields,
});
export type Connection = z.infer<typeof ConnectionSchema>;

/** The list of connections: paging, a search over number, parcel and holder, two filters. */
export const ConnectionQuerySchema = PageQuerySchema.extend({
  service: z.enum(UTILITY_SERVICES, { error: utilityConnectionMessages.service }).optional(),
  status: z.enum(CONNECTION_STATUSES, { error: utilityConnectionMessages.status }).optional(),
});

export const ConnectionAnswerSchema = envelopeSchema(ConnectionSchema);

/** The calls on connections and meters (docs/product.md, "Utilities"). */
/** What the connection form's pickers may ask: a few letters of a number, a name or an email. */
export const PickerQuerySchema = z.object({ search_term: plainText().trim().max(100).optional() });

/** A parcel or a user as a picker offers it: its id and the words that tell it apart. */
export const PickerChoiceSchema = z.object({ id: z.number().int(), label: z.string() });
export type PickerChoice = z.infer<typeof PickerChoiceSchema>;

export const utilityConnectionCalls = {
  /** The pickers of the connection form, open to utilities.manage without the register's rights. */
  parcelChoices: defineCall({
    method: 'GET',
    path: '/utility-connections/parcel-choices',
    summary: 'Up to 20 parcels whose number contains the term, to open a connection on',
    query: PickerQuerySchema,
    answer: envelopeSchema(z.array(PickerChoiceSchema)),
    refusals: [401, 403, 422],
  }),
  holderChoices: defineCall({
    method: 'GET',
    path: '/utility-connections/holder-choices',
    summary: 'Up to 20 verified users whose name or email contains the term, to hold an account',
    query: PickerQuerySchema,
    answer: envelopeSchema(z.array(PickerChoiceSchema)),
    refusals: [401, 403, 422],
  }),
  list: defineCall({
    method: 'GET',
    path: '/utility-connections',
    summary:
      'List connections, newest first: your own as account holder, or all with utilities.view_all',
    query: ConnectionQuerySchema,
    answer: paginatedSchema(ConnectionSchema),
    refusals: [401, 403, 422],
  }),
  show: defineCall({
    method: 'GET',
    path: '/utility-connections/:id',
    summary: 'One connection with its meter and last reading',
    params: IdParamsSchema,
    answer: ConnectionAnswerSchema,
    refusals: [401, 403, 404],
  }),
  create: defineCall({
    method: 'POST',
    path: '/utility-connections',
    summary: 'Open a connection of a parcel to water or electricity (its number is given)',
    body: ConnectionInputSchema,
    answer: ConnectionAnswerSchema,
    status: 201,
    refusals: [401, 403, 409, 422],
  }),
  update: defineCall({
    method: 'PUT',
    path: '/utility-connections/:id',
    summary: "Change a connection's customer class, sewerage or account holder",
    params: IdParamsSchema,
    body: ConnectionUpdateSchema,
    answer: ConnectionAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  status: defineCall({
    method: 'POST',
    path: '/utility-connections/:id/status',
    summary: 'Suspend, restore or close a connection; closed is final',
    params: IdParamsSchema,
    body: ConnectionStatusInputSchema,
    answer: ConnectionAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  installMeter: defineCall({
    method: 'POST',
    path: '/utility-connections/:id/meters',
    summary:
      'Fit a meter with its opening reading, replacing the current one at its closing reading',
    params: IdParamsSchema,
    body: MeterInputSchema,
    answer: ConnectionAnswerSchema,
    status: 201,
    refusals: [401, 403, 404, 409, 422],
  }),
};
