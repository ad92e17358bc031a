import { z } from 'zod';
import { LAND_USES, PARCEL_STATUSES, ZONES } from './parcels';

/**
 * The public parcel-data API (decision record 0016): read-only, for developers, authenticated by an
 * API key. The documentation page quotes everything from here, so that what it says and what the
 * server does cannot drift apart.
 */
export const PARCEL_API = {
  parcels: '/api/v1/parcels',
  allocations: '/api/v1/parcel-allocations',
} as const;

/** The query parameters the API knows; any other is refused, so a typo is not silently ignored. */
export const PARCEL_API_PARAMS = ['apiKey', 'page', 'pageSize', 'number'] as const;
export const PARCEL_API_DEFAULT_PAGE_SIZE = 20;
export const PARCEL_API_MAX_PAGE_SIZE = 100;
/** Calls a minute per key, unless the operator sets API_KEY_RATE_LIMIT. */
export const DEFAULT_API_KEY_RATE_LIMIT = 60;

/**
 * The query parameters as the API reference shows them. The server reads them itself, so that
 * each refusal carries the API's own code and message; this schema documents them only. The key
 * (apiKey) is documented as the calls' security scheme.
 */
export const ParcelApiQuerySchema = z.object({
  page: z.string().optional().describe('The page to read, from 1. Default 1.'),
  pageSize: z
    .string()
    .optional()
    .describe(
      `Rows a page, from 1 to ${PARCEL_API_MAX_PAGE_SIZE}. Default ${PARCEL_API_DEFAULT_PAGE_SIZE}.`,
    ),
  number: z
    .string()
    .optional()
    .describe('Only the parcel with this number, in any case, such as TC-P1-0001.'),
});

/** Every failure, with its HTTP status; the message tells what to change. */
export const parcelApiErrors = {
  parameterInvalid: { status: 400, summary: 'A parameter is malformed, repeated or unknown.' },
  apiKeyMissing: { status: 401, summary: 'No API key was given.' },
  apiKeyInvalid: { status: 401, summary: 'The API key is not known, or has been deleted.' },
  apiKeyExpired: { status: 401, summary: 'The API key is past its expiry date.' },
  rateLimited: { status: 429, summary: 'Too many calls with this key in the minute.' },
  unexpectedError: { status: 500, summary: 'The server failed; try again later.' },
  databaseUnavailable: {
    status: 503,
    summary: 'The parcel data cannot be reached for a moment; try again shortly.',
  },
} as const;
export type ParcelApiErrorCode = keyof typeof parcelApiErrors;

/** The messages of refused calls, in the words a developer needs to fix them. */
export const parcelApiMessages = {
  repeated: (name: string) => `The parameter '${name}' is given more than once.`,
  unknown: (name: string) =>
    `The parameter '${name}' is not known. The parameters are ${PARCEL_API_PARAMS.join(', ')}.`,
  wholeNumber: (name: string, max?: number) =>
    `The parameter '${name}' must be a whole number from 1${max === undefined ? '' : ` to ${max}`}.`,
  parcelNumber:
    "The parameter 'number' must be a parcel number of 1 to 50 characters, such as TC-P1-0001.",
  keyTwice:
    'Give the API key once: in the apiKey parameter or in the Authorization header, not both.',
  apiKeyMissing:
    'Give your API key in the apiKey parameter or in the Authorization header. Create one at /account/create-api.',
  apiKeyInvalid: 'This API key is not known. Check it at /account/apis: it may have been deleted.',
  apiKeyExpired:
    'This API key has expired. Give it a later expiry date at /account/apis, or create a new one.',
  notBase64:
    "Send the key itself in the Authorization header, or as 'Bearer <key>'; it is not base64-encoded.",
  rateLimited: (max: number, seconds: string) =>
    `This key has made ${max} calls this minute. Try again in ${seconds} seconds.`,
} as const;

/** Headers of the rate limit: on every successful answer, and Retry-After on a 429. */
export const RATE_LIMIT_HEADERS = {
  limit: 'X-RateLimit-Limit',
  remaining: 'X-RateLimit-Remaining',
  retryAfter: 'Retry-After',
} as const;

export const ParcelApiErrorSchema = z.object({
  status: z.literal('error'),
  code: z.enum(Object.keys(parcelApiErrors) as [ParcelApiErrorCode, ...ParcelApiErrorCode[]]),
  message: z.string(),
});
export type ParcelApiError = z.infer<typeof ParcelApiErrorSchema>;

/** A parcel as the API gives it: the area is a number of acres. */
export const ApiParcelSchema = z.object({
  number: z.string(),
  acre: z.number(),
  min_floors: z.number().int(),
  max_floors: z.number().int(),
  land_use: z.enum(LAND_USES),
  zone: z.enum(ZONES),
  status: z.enum(PARCEL_STATUSES),
});
export type ApiParcel = z.infer<typeof ApiParcelSchema>;

/** An allocated parcel: the parcel, whom it is allocated to, from when and for how long. */
export const ApiAllocationSchema = ApiParcelSchema.omit({ status: true }).extend({
  allocated_to: z.string(),
  allocated_at: z.string(),
  lease_term_years: z.number().int(),
});
export type ApiAllocation = z.infer<typeof ApiAllocationSchema>;

const answer = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal('ok'), totalResults: z.number().int(), parcels: z.array(item) });

/** GET /api/v1/parcels: sorted by parcel number, descending. */
export const ParcelsAnswerSchema = answer(ApiParcelSchema);
/** GET /api/v1/parcel-allocations: sorted by allocation date, newest first. */
export const AllocationsAnswerSchema = answer(ApiAllocationSchema);
