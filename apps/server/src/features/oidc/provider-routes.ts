import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC_PREFIX } from '@server/domain/oidc/provider';

/**
 * The OpenID provider's own endpoints, handed to oidc-provider as they come (record 0067): in a
 * context of their own, with no body read, since the provider reads its form posts itself and its
 * callers (services' servers) keep no cookies of the web app's.
 */
export const oidcProviderRoutes: FastifyPluginAsync = async (app) => {
  // One handler for each provider the key ring has made.
  const handlers = new WeakMap<Provider, ReturnType<Provider['callback']>>();
  const handlerOf = (provider: Provider) => {
    if (!handlers.has(provider)) handlers.set(provider, provider.callback());
    return handlers.get(provider)!;
  };
  // The provider names its endpoints after the request's address: it is told APP_URL's, the
  // portal's public address, however the request reached this instance.
  const { protocol, host } = new URL(app.deps.config.appUrl);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const pass = async (request: FastifyRequest, reply: FastifyReply) => {
    request.raw.headers['x-forwarded-proto'] = protocol.slice(0, -1);
    request.raw.headers['x-forwarded-host'] = host;
    const handle = handlerOf(await app.oidc.current());
    reply.hijack();
    await handle(request.raw, reply.raw);
  };
  // The provider documents itself (discovery), not the portal's API description.
  const hide = { schema: { hide: true } };
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: `${OIDC_PREFIX}/*`,
    ...hide,
    handler: pass,
  });
  app.route({
    method: ['GET', 'OPTIONS'],
    url: '/.well-known/openid-configuration',
    ...hide,
    handler: pass,
  });
};
