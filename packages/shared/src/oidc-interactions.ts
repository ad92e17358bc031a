import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema } from './envelope';

/** The interaction's id, as the provider names it in the address. */
export const InteractionParamsSchema = z.object({ uid: z.string().regex(/^[\w-]{1,64}$/) });

/** What a linked service asks of the signed-in user (docs/product.md, "Signing in to linked services"). */
export const InteractionSchema = z.object({
  client_name: z.string(),
  /** The scopes it asks for, `openid` included. */
  scopes: z.array(z.string()),
  /** The authority's own service, or one the user agreed to before: nothing to ask. */
  consent_needed: z.boolean(),
});
export type Interaction = z.infer<typeof InteractionSchema>;

/** Where the browser goes next: back to the provider, which answers the service. */
export const InteractionAnswerSchema = envelopeSchema(z.object({ redirect_to: z.string() }));

/** The signed-in user's answer to a linked service asking to sign them in. */
export const oidcInteractionCalls = {
  show: defineCall({
    method: 'GET',
    path: '/oidc/interactions/:uid/details',
    summary: 'What a linked service signing the user in asks for',
    params: InteractionParamsSchema,
    answer: envelopeSchema(InteractionSchema),
    refusals: [401, 403, 404],
  }),
  confirm: defineCall({
    method: 'POST',
    path: '/oidc/interactions/:uid/confirm',
    summary: 'Sign in to the linked service as the signed-in user, sharing what it asked for',
    params: InteractionParamsSchema,
    answer: InteractionAnswerSchema,
    refusals: [401, 403, 404],
  }),
  deny: defineCall({
    method: 'POST',
    path: '/oidc/interactions/:uid/deny',
    summary: 'Refuse the linked service: it is told the user declined',
    params: InteractionParamsSchema,
    answer: InteractionAnswerSchema,
    refusals: [401, 403, 404],
  }),
};
