import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InteractionParamsSchema, oidcInteractionCalls } from '@portal/shared/oidc-interactions';
import { assuranceOf } from '@server/domain/oidc/assurance';
import { isFirstParty } from '@server/domain/oidc/clients';
import { rememberedGrant } from '@server/domain/oidc/records';
import { ok } from '@server/lib/envelope';
import { notFound } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';

const EXPIRED =
  'This sign-in to a linked service has expired or was finished. Start again from the service.';

/** Prompts after which the service wants a fresh proof of who the user is, not an old session. */
const FRESH_SIGN_IN = new Set(['login_prompt', 'max_age', 'id_token_hint', 'claims_id_token_hint']);

/**
 * A linked service signing a user in (docs/product.md, "Signing in to linked services"; record
 * 0067): the provider sends the browser here, the web app's page shows what the service asks
 * for, and the signed-in user's answer goes back to the provider.
 */
export const oidcInteractionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  // The browser's landing from the provider, which set its cookie for this address and below.
  app.get(
    '/oidc/interactions/:uid',
    { schema: { hide: true, params: InteractionParamsSchema } },
    (request, reply) => reply.redirect(`/account/authorize/${request.params.uid}`),
  );

  /** The interaction `uid` names, if the browser's cookie names it too. */
  async function interactionOf(uid: string, request: FastifyRequest, reply: FastifyReply) {
    const provider = await app.oidc.current();
    const interaction = await provider
      .interactionDetails(request.raw, reply.raw)
      .catch(() => undefined);
    if (!interaction || interaction.uid !== uid) throw notFound(EXPIRED);
    return interaction;
  }

  /** The scopes asked for that the client may have. */
  async function scopesOf(clientId: string, asked: unknown) {
    const client = await (await app.oidc.current()).Client.find(clientId);
    if (!client) throw notFound(EXPIRED);
    const allowed = new Set(String(client.scope ?? '').split(' '));
    const scopes = String(asked ?? 'openid')
      .split(' ')
      .filter((scope) => allowed.has(scope));
    return { client, scopes };
  }

  /** Whether the user already let the client have every one of `scopes`. */
  async function grantCovers(accountId: string, clientId: string, scopes: string[]) {
    const grantId = await rememberedGrant(db, clock, accountId, clientId);
    const grant = grantId ? await (await app.oidc.current()).Grant.find(grantId) : undefined;
    const given = new Set(grant?.getOIDCScope().split(' ') ?? []);
    return scopes.every((scope) => given.has(scope));
  }

  app.route({
    ...declared(oidcInteractionCalls.show, { tag: 'oidc' }),
    preHandler: guards.account,
    handler: async (request, reply) => {
      const interaction = await interactionOf(request.params.uid, request, reply);
      const clientId = String(interaction.params.client_id);
      const { client, scopes } = await scopesOf(clientId, interaction.params.scope);
      const consentNeeded =
        !(await isFirstParty(db, clientId)) &&
        !(await grantCovers(String(actorOf(request).user.id), clientId, scopes));
      return ok(
        { client_name: client.clientName ?? clientId, scopes, consent_needed: consentNeeded },
        'A linked service asks to sign you in.',
      );
    },
  });

  app.route({
    ...declared(oidcInteractionCalls.confirm, { tag: 'oidc' }),
    preHandler: guards.account,
    handler: async (request, reply) => {
      const interaction = await interactionOf(request.params.uid, request, reply);
      const provider = await app.oidc.current();
      const { user, session } = actorOf(request);
      if (interaction.prompt.reasons.some((reason) => FRESH_SIGN_IN.has(reason))) {
        await guards.recentlyAuthenticated(request);
      }
      const clientId = String(interaction.params.client_id);
      const { scopes } = await scopesOf(clientId, interaction.params.scope);
      const accountId = String(user.id);
      const remembered =
        interaction.grantId ?? (await rememberedGrant(db, clock, String(user.id), clientId));
      const existing = remembered ? await provider.Grant.find(remembered) : undefined;
      const grant =
        existing?.accountId === accountId ? existing : new provider.Grant({ accountId, clientId });
      grant.addOIDCScope(scopes.join(' '));
      const grantId = await grant.save();
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        {
          login: {
            accountId,
            ...assuranceOf(session.methods),
            ts: Math.floor(session.authenticatedAt / 1000),
            remember: false,
          },
          consent: { grantId },
        },
        { mergeWithLastSubmission: false },
      );
      return ok({ redirect_to: redirectTo }, 'Signed in to the linked service.');
    },
  });

  app.route({
    ...declared(oidcInteractionCalls.deny, { tag: 'oidc' }),
    preHandler: guards.account,
    handler: async (request, reply) => {
      await interactionOf(request.params.uid, request, reply);
      const provider = await app.oidc.current();
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The user declined to sign in.' },
        { mergeWithLastSubmission: false },
      );
      return ok({ redirect_to: redirectTo }, 'The linked service was told you declined.');
    },
  });
};
