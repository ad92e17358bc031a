import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HANDOFF_SECONDS, handoffUrl, ssoCalls, ssoMessages } from '@portal/shared/sso';
import { auditTrail } from '@server/lib/audit/trail';
import { MINUTE } from '@server/lib/clock';
import { ok } from '@server/lib/envelope';
import { AppError, conflict } from '@server/lib/errors';
import { hashToken, randomToken } from '@server/lib/tokens';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { basicSecurity } from '@server/lib/http/api-security';
import { declared } from '@server/lib/http/declared-route';
import { identityOf, ssoServiceOf } from './queries';
import { rotateSsoSecret } from '@server/domain/linked-services';
import { authenticateService, type LinkedService } from './secrets';

// Redemption comes from services' servers: generous, but a flood from one address stops.
const REDEEM_LIMIT = { max: 120, windowMs: MINUTE };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a redemption once the service's Basic credentials are proven. */
    linkedService?: LinkedService;
  }
}

const tokenRefused = () => new AppError(401, 'handoff_refused', ssoMessages.refused);

/**
 * The single sign-on handoff (record 0017, its redemption record 0020). Get service asks for a
 * handoff token, single use, valid `HANDOFF_SECONDS`, bound to the service, its secret and the
 * user; the service's server, authenticated by its secret, redeems it once for the user's identity.
 * The portal's own bearer token never leaves the portal.
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { limiter } = app;
  const { db } = database;

  app.route({
    ...declared(ssoCalls.handoff, { tag: 'sso' }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const service = await ssoServiceOf(db, request.params.id);
      if (!service.hasSso) throw conflict(ssoMessages.noSso);
      const token = randomToken();
      const now = clock.now();
      await db
        .insertInto('sso_handoffs')
        .values((eb) => ({
          token_hash: hashToken(token),
          service_id: service.id,
          user_id: actorOf(request).user.id,
          // Bound to the service's secret as the token is written: a later one does not redeem it.
          secret_hash: eb
            .selectFrom('services')
            .select('sso_secret_hash')
            .where('id', '=', service.id),
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + HANDOFF_SECONDS * 1000).toISOString(),
        }))
        .execute();
      const { name } = actorOf(request).user;
      return reply.status(201).send(ok({ url: handoffUrl(service.link, token, name) }));
    },
  });

  app.route({
    ...declared(ssoCalls.rotateSecret, { tag: 'sso' }),
    onRequest: guards.permitted('services.manage'),
    handler: async (request) => {
      const { id } = await ssoServiceOf(db, request.params.id);
      const now = clock.now().toISOString();
      const secret = await db.transaction().execute(async (trx) => {
        const issued = await rotateSsoSecret(trx, id, actorOf(request).user.id, now);
        if (issued) await auditTrail(request).note(trx, 'service.sso_secret_issued', id);
        return issued;
      });
      if (!secret) throw conflict(ssoMessages.noSecret);
      return ok({ secret }, ssoMessages.secretIssued);
    },
  });

  app.route({
    ...declared(ssoCalls.redeem, { tag: 'sso', security: basicSecurity }),
    // Before the body is read: a caller that cannot prove the service learns nothing from a 422.
    onRequest: async (request) => {
      await limiter.consume(`sso-redeem:${request.ip}`, REDEEM_LIMIT);
      request.linkedService = await authenticateService(db, request.headers.authorization);
    },
    handler: async (request) => {
      const service = request.linkedService!;
      const { token, service_id } = request.body;
      if (service_id !== undefined && service_id !== service.id) throw tokenRefused();
      const now = clock.now().toISOString();
      // One statement marks the token used: of any number of concurrent redemptions, one wins.
      // The secret it was issued under must still be the service's (record 0020).
      const redeemed = await db
        .updateTable('sso_handoffs')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(token))
        .where('service_id', '=', service.id)
        .where('secret_hash', '=', service.secretHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      const identity = redeemed && (await identityOf(db, redeemed.user_id));
      if (!identity) throw tokenRefused();
      return ok(identity);
    },
  });
};
