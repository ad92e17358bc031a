import { z } from 'zod';
import { envelopeSchema, paginatedSchema } from './envelope';
import { calendarDate, requiredId, requiredText } from './fields';

/** Starts every key, so that people and secret scanners recognise one ("technology city key"). */
export const API_KEY_PREFIX = 'tck_';

/**
 * POST /apis (name and expiry date required). The key is valid through the end of its expiry date;
 * a date already past is accepted and shows the key as Expired.
 */
export const ApiKeyInputSchema = z.object({ name: requiredText(100), expiry_date: calendarDate });
export type ApiKeyInput = z.input<typeof ApiKeyInputSchema>;

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
export const ApiKeyListAnswerSchema = paginatedSchema(ApiKeySchema);
