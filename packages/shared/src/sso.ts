import { z } from 'zod';
import { defineCall } from './call';
import { API_BASE } from './constants';
import { envelopeSchema } from './envelope';
import { requiredText } from './fields';
import { IdParamsSchema } from './records';

/** How long a handoff token may be redeemed (decision record 0017: a minute). */
export const HANDOFF_SECONDS = 60;

/**
 * POST /services/{id}/handoff: where Get service opens a linked service with single sign-on,
 * `{link}/#/auth/{token}/{name}` (decision record 0017), the token a single-use handoff token.
 */
export const HandoffAnswerSchema = envelopeSchema(z.object({ url: z.string() }));

/**
 * POST /api/sso/redeem: the linked service's server exchanges the token, once, authenticated by
 * HTTP Basic with its id and secret (record 0020).
 */
export const RedeemInputSchema = z.object({
  token: requiredText(200),
  /** Needed no more: the Basic user names the service. Sent anyway, it must be that service. */
  service_id: z.number().int().positive().optional(),
});
export type RedeemInput = z.infer<typeof RedeemInputSchema>;

/** Who signed in, as the linked service learns it (docs/product.md, "Single sign-on"). */
export const SsoIdentitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  account_type: z.string().nullable(),
});
export type SsoIdentity = z.infer<typeof SsoIdentitySchema>;

export const RedeemAnswerSchema = envelopeSchema(SsoIdentitySchema);

/** Starts every service secret, so that people and secret scanners recognise one. */
export const SSO_SECRET_PREFIX = 'tcs_';

/** The realm of the redemption's `WWW-Authenticate: Basic` challenge. */
export const SSO_REALM = 'Technology City single sign-on';

/** POST /services/{id}/sso-secret: a new secret, shown this once; the old one stops working. */
export const SsoSecretAnswerSchema = envelopeSchema(z.object({ secret: z.string() }));

export const ssoMessages = {
  noSso: 'This service has no single sign-on: open its link instead.',
  noSecret: 'This service has no single sign-on: switch it on to get a secret.',
  secretIssued: 'New single sign-on secret issued. The old one no longer works.',
  unauthenticated:
    'Authenticate the service with HTTP Basic: its id as user name, its single sign-on secret as password.',
  refused: 'This handoff token is unknown, used, expired or meant for another service.',
} as const;

/**
 * The single sign-on calls (records 0017 and 0020): the handoff and the secret are asked for in
 * the portal, the redemption comes from a linked service's server.
 */
export const ssoCalls = {
  handoff: defineCall({
    method: 'POST',
    path: '/services/:id/handoff',
    summary: 'A single-use handoff token for a service with single sign-on, in the URL to open',
    params: IdParamsSchema,
    answer: HandoffAnswerSchema,
    status: 201,
    refusals: [401, 403, 404, 409],
  }),
  rotateSecret: defineCall({
    method: 'POST',
    path: '/services/:id/sso-secret',
    summary: 'A new single sign-on secret for a service, shown once; the old one stops at once',
    params: IdParamsSchema,
    answer: SsoSecretAnswerSchema,
    refusals: [401, 403, 404, 409],
  }),
  redeem: defineCall({
    method: 'POST',
    path: '/sso/redeem',
    summary: "A linked service's server exchanges a handoff token, once, for the user",
    body: RedeemInputSchema,
    answer: RedeemAnswerSchema,
    refusals: [401, 422, 429],
  }),
};

/** Where a linked service's server redeems a handoff token. */
export const SSO_REDEEM_PATH = `${API_BASE}${ssoCalls.redeem.path}`;

/** The address Get service opens: the service's link, then the portal's handoff. */
export function handoffUrl(link: string, token: string, name: string): string {
  return `${link.replace(/\/+$/, '')}/#/auth/${token}/${encodeURIComponent(name)}`;
}
