import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, MessageEnvelopeSchema } from './envelope';
import { listingCalls } from './listing';
import { calendarDate, requiredId, requiredText } from './fields';
import { messages } from './messages';
import { IdParamsSchema } from './records';
import { site } from './site';

/** Starts every key, so that people and secret scanners recognise one ("technology city key"). */
export const API_KEY_PREFIX = 'tck_';

// Made once: building a formatter costs far more than formatting, and the parcel API asks per call.
const authorityDate = new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone });

/**
 * The day `at` falls on in the authority's time zone, as `YYYY-MM-DD` ('en-CA' writes dates that
 * way): a key is valid through the end of its expiry date there.
 */
export const authorityDay = (at: Date): string => authorityDate.format(at);

/**
 * Why an expiry date is refused, if it is (record 0028): a new date must come after `today`, so no
 * key is made already expired or with hours left. `kept`, an edited key's date, may stay as it is,
 * so that an expired key can still be renamed. ISO dates compare as text.
 */
export function expiryDateProblem(date: string, today: string, kept?: string): string | undefined {
  return date === kept || date > today ? undefined : messages.expiryInFuture;
}

/**
 * POST /apis (name and expiry date required); the server also refuses a date that is not after
 * today (`expiryDateProblem`), which depends on the day and so is no part of this shape.
 */
export const ApiKeyInputSchema = z.object({ name: requiredText(100), expiry_date: calendarDate });
export type ApiKeyInput = z.input<typeof ApiKeyInputSchema>;

/** The key form's rules: the shape, and a date after `today` unless it is the `kept` one. */
export const apiKeyFormSchema = (today: string, kept?: string) =>
  ApiKeyInputSchema.extend({
    expiry_date: calendarDate.pipe(
      z.string().refine((date) => !expiryDateProblem(date, today, kept), messages.expiryInFuture),
    ),
  });

/** PUT /apis/{id}: the id travels in the body too. */
export const ApiKeyUpdateSchema = ApiKeyInputSchema.extend({ id: requiredId });
export type ApiKeyUpdateInput = z.input<typeof ApiKeyUpdateSchema>;

export const ApiKeyStatusSchema = z.enum(['Active', 'Expired']);
export type ApiKeyStatus = z.infer<typeof ApiKeyStatusSchema>;

/**
 * The API key record, shown to its owner and to administrators (docs/product.md, "API keys and
 * parcel data").
 */
export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  requests: z.number().int(),
  expiry_date: z.string(),
  status: ApiKeyStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  api_owner: z.object({ id: z.number().int(), name: z.string() }),
});
export type ApiKeyRecord = z.infer<typeof ApiKeySchema>;

export const ApiKeyAnswerSchema = envelopeSchema(ApiKeySchema);
export const apiKeyList = listingCalls('apis', { one: 'API key', many: 'API keys' }, ApiKeySchema);

/** The calls on API keys of the back office (decision record 0016); not the parcel API's own. */
export const apiKeyCalls = {
  create: defineCall({
    method: 'POST',
    path: '/apis',
    summary: 'Create an API key for yourself; the answer shows the key',
    body: ApiKeyInputSchema,
    answer: ApiKeyAnswerSchema,
    status: 201,
    refusals: [401, 403, 422],
  }),
  show: defineCall({
    method: 'GET',
    path: '/apis/:id',
    summary: 'One API key (your own, or any for an administrator)',
    params: IdParamsSchema,
    answer: ApiKeyAnswerSchema,
    refusals: [401, 403, 404],
  }),
  update: defineCall({
    method: 'PUT',
    path: '/apis/:id',
    summary: 'Rename an API key or change its expiry date',
    params: IdParamsSchema,
    body: ApiKeyUpdateSchema,
    answer: ApiKeyAnswerSchema,
    refusals: [401, 403, 404, 422],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/apis/:id',
    summary: 'Delete an API key: it stops working at once',
    params: IdParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404],
  }),
};
