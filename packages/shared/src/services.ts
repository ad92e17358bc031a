import { z } from 'zod';
import { defineCall, pathOf } from './call';
import { API_BASE } from './constants';
import { envelopeSchema, MessageEnvelopeSchema } from './envelope';
import { listingCalls } from './listing';
import { plainText, requiredId, requiredMultiLineText, requiredText } from './fields';
import { OptionSchema } from './lookups';
import { messages } from './messages';
import { auditFields, IdParamsSchema } from './records';

/** Largest logo, decoded: 1 MB (record 0014). */
export const LOGO_MAX_BYTES = 1024 * 1024;

/** Messages of the service form beyond the shared "required". */
export const serviceMessages = {
  link: 'Enter a valid http or https link.',
  logoEncoding: 'The logo must be base64 text, optionally as a data URL.',
  logoSize: 'The logo must be at most 1 MB.',
  logoType: 'The logo must be a PNG, JPEG or WebP image.',
  unknownCategory: 'Choose one of the listed service categories.',
} as const;

/**
 * Only absolute http(s) links: the services list opens them in a new tab, and a `javascript:` or
 * `data:` link would run in the portal's page instead. Intranet hosts (a name, an address) are fine.
 */
const webLink = z.url({ protocol: /^https?$/ });
const isWebLink = (value: string) => webLink.safeParse(value).success;

const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;

/**
 * The base64 text of a logo sent bare or as a data URL (what a browser's FileReader gives). The
 * data URL's declared type is dropped unread: only the bytes decide what the image is.
 */
export const logoBase64 = (logo: string) => logo.trim().replace(DATA_URL_PREFIX, '');

/** Bytes that base64 text decodes to, counted without decoding it. */
function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

const isBase64 = (text: string) => text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);

/**
 * What is wrong with a logo as text: missing, too large, or not base64. The size is judged from
 * the text's length, so an oversized logo is refused before anything decodes it. What the bytes
 * are is the server's check (apps/server/src/features/services/logo.ts).
 */
function logoTextProblem(logo: string): string | undefined {
  const base64 = logoBase64(logo);
  if (base64 === '') return messages.required;
  if (base64DecodedLength(base64) > LOGO_MAX_BYTES) return serviceMessages.logoSize;
  if (!isBase64(base64)) return serviceMessages.logoEncoding;
  return undefined;
}

const logoField = plainText().superRefine((logo, ctx) => {
  const problem = logoTextProblem(logo);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** POST /services (all required but has_sso, which defaults to false). */
export const ServiceInputSchema = z.object({
  name: requiredText(100),
  link: requiredText(2000, [isWebLink, serviceMessages.link]),
  has_sso: z.boolean().default(false),
  description: requiredMultiLineText(1000),
  logo: logoField,
  category: requiredId,
});
export type ServiceInput = z.input<typeof ServiceInputSchema>;

/** PUT /services/{id}: the same fields; the id may travel in the body too. */
export const ServiceUpdateSchema = ServiceInputSchema.extend({ id: requiredId.optional() });
export type ServiceUpdateInput = z.input<typeof ServiceUpdateSchema>;

/** A service as lists, searches and the dashboard carry it: its logo by address, not inline. */
export const ServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  has_sso: z.boolean(),
  description: z.string(),
  /** `/api/services/{id}/logo?v={version}`: open to anyone, cacheable for good (record 0023). */
  logo_url: z.string(),
  /** Id of the service category (1 green badge, 2 red badge). */
  category: z.number().int(),
  /** Name of the service category. */
  service_category: z.string(),
  ...auditFields,
});
export type ServiceSummary = z.infer<typeof ServiceSchema>;

/**
 * One service in full (GET /services/{id} and the saves' answers): also the logo itself, a data URL
 * whose type the server read from the image, for the edit form to send back unchanged.
 */
export const ServiceRecordSchema = ServiceSchema.extend({ logo: z.string() });
export type ServiceRecord = z.infer<typeof ServiceRecordSchema>;

export const ServiceAnswerSchema = envelopeSchema(ServiceRecordSchema);

/**
 * POST /services and PUT /services/{id}: the saved service, and `sso_secret` only when the save
 * switched single sign-on on, the one time that secret is shown (record 0020).
 */
export const ServiceSavedAnswerSchema = envelopeSchema(
  ServiceRecordSchema.extend({ sso_secret: z.string().optional() }),
);
export const serviceList = listingCalls(
  'services',
  { one: 'service', many: 'services' },
  ServiceSchema,
);

/** GET /unpaginated-items-services: the service form's category select. */
export const ServiceLookupsAnswerSchema = envelopeSchema(
  z.object({ service_categories: z.array(OptionSchema) }),
);
export type ServiceLookups = z.infer<typeof ServiceLookupsAnswerSchema>['data'];

/** The calls on the services catalogue (docs/product.md, "Screens and addresses"). */
export const serviceCalls = {
  categories: defineCall({
    method: 'GET',
    path: '/unpaginated-items-services',
    summary: 'Service categories for the service form',
    answer: ServiceLookupsAnswerSchema,
    refusals: [401, 403],
  }),
  create: defineCall({
    method: 'POST',
    path: '/services',
    summary: 'Create a service',
    body: ServiceInputSchema,
    answer: ServiceSavedAnswerSchema,
    status: 201,
    refusals: [401, 403, 409, 413, 422],
  }),
  show: defineCall({
    method: 'GET',
    path: '/services/:id',
    summary: 'One service',
    params: IdParamsSchema,
    answer: ServiceAnswerSchema,
    refusals: [401, 403, 404],
  }),
  update: defineCall({
    method: 'PUT',
    path: '/services/:id',
    summary: 'Edit a service',
    params: IdParamsSchema,
    body: ServiceUpdateSchema,
    answer: ServiceSavedAnswerSchema,
    refusals: [401, 403, 404, 409, 413, 422],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/services/:id',
    summary: 'Delete a service',
    params: IdParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404],
  }),
  /** The logo's bytes, open to anyone: an <img> names it, nobody calls it through the client. */
  logo: defineCall({
    method: 'GET',
    path: '/services/:id/logo',
    summary: "A service's logo (PNG, JPEG or WebP), open to anyone and cacheable",
    params: IdParamsSchema,
    query: z.object({ v: z.string().max(100).optional() }),
    answer: z.any().describe('The image, of the type that was found in it on upload'),
    refusals: [404, 422],
  }),
};

/**
 * Where a service's logo is served; the version, a base64url hash of its bytes, changes whenever
 * the logo does, so the address can be cached for good (record 0023).
 */
export const logoPath = (id: number, version: string) =>
  `${API_BASE}${pathOf(serviceCalls.logo, { id })}?v=${version}`;
