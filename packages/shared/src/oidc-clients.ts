import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, MessageEnvelopeSchema } from './envelope';
import { requiredId } from './fields';
import { IdParamsSchema } from './records';

/** The scopes a linked service may ask for (docs/product.md, "Signing in to linked services"). */
export const OIDC_SCOPES = ['openid', 'profile', 'email'] as const;

const HTTP_ON_THIS_MACHINE = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/;
export const redirectUriMessage =
  'Enter an https address without a # part (http only for localhost).';

/**
 * Where the portal may send a signed-in user back: an https address, or http on the machine
 * itself for a service being developed. No fragment, as OAuth 2.0 forbids.
 */
export const redirectUriField = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) =>
      z.url().safeParse(value).success &&
      (value.startsWith('https://') || HTTP_ON_THIS_MACHINE.test(value)) &&
      !value.includes('#'),
    redirectUriMessage,
  );

/** An OpenID Connect client as the administrator writes it. */
export const OidcClientInputSchema = z.object({
  /** The catalogue's service that signs its users in through the portal. */
  service_id: requiredId,
  redirect_uris: z.array(redirectUriField).min(1, 'Enter at least one redirect address.').max(10),
  post_logout_redirect_uris: z.array(redirectUriField).max(10).default([]),
  /** Where the portal tells the service that a user signed out (OpenID back-channel logout). */
  backchannel_logout_uri: redirectUriField.nullable().default(null),
  scopes: z
    .array(z.enum(OIDC_SCOPES))
    .refine((scopes) => scopes.includes('openid'), 'The openid scope is always needed.'),
  /** The authority's own service: its users are not asked to consent. */
  first_party: z.boolean().default(false),
});
export type OidcClientInput = z.input<typeof OidcClientInputSchema>;

export const OidcClientSchema = z.object({
  id: z.number().int(),
  client_id: z.string(),
  service_id: z.number().int(),
  service_name: z.string(),
  redirect_uris: z.array(z.string()),
  post_logout_redirect_uris: z.array(z.string()),
  backchannel_logout_uri: z.string().nullable(),
  scopes: z.array(z.string()),
  first_party: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OidcClient = z.infer<typeof OidcClientSchema>;

/** A new client: its secret answered this once, only its hash kept. */
export const NewOidcClientAnswerSchema = envelopeSchema(
  OidcClientSchema.extend({ client_secret: z.string() }),
);

/** The linked services' OpenID Connect clients (services.manage). */
export const oidcClientCalls = {
  list: defineCall({
    method: 'GET',
    path: '/oidc-clients',
    summary: 'The OpenID Connect clients of the linked services (services.manage)',
    answer: envelopeSchema(z.array(OidcClientSchema)),
    refusals: [401, 403],
  }),
  show: defineCall({
    method: 'GET',
    path: '/oidc-clients/:id',
    summary: 'One OpenID Connect client (services.manage)',
    params: IdParamsSchema,
    answer: envelopeSchema(OidcClientSchema),
    refusals: [401, 403, 404],
  }),
  create: defineCall({
    method: 'POST',
    path: '/oidc-clients',
    summary: 'Register a linked service as a client: answers its secret this once',
    body: OidcClientInputSchema,
    answer: NewOidcClientAnswerSchema,
    status: 201,
    refusals: [401, 403, 409, 422],
  }),
  update: defineCall({
    method: 'PUT',
    path: '/oidc-clients/:id',
    summary: 'Change a client: its addresses, scopes and whether it is first-party',
    params: IdParamsSchema,
    body: OidcClientInputSchema,
    answer: envelopeSchema(OidcClientSchema),
    refusals: [401, 403, 404, 409, 422],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/oidc-clients/:id',
    summary: 'Remove a client: its tokens stop working',
    params: IdParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404],
  }),
};
