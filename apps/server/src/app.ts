import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE } from '@portal/shared/constants';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { apiKeyRoutes } from './features/api-keys/routes';
import { applicationRoutes } from './features/applications/routes';
import { auditRoutes } from './features/audit/routes';
import { authRoutes } from './features/auth/routes';
import { committeeRoutes } from './features/committees/routes';
import { vendorRoutes } from './features/vendors/routes';
import { utilityRoutes } from './features/utilities/routes';
import { paymentRoutes } from './features/payments/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { healthRoutes } from './features/health/routes';
import { lookupRoutes } from './features/lookups/routes';
import { mailOutboxRoutes } from './features/mail-outbox/routes';
import { oidcProviderRoutes } from './features/oidc/provider-routes';
import { oidcRoutes } from './features/oidc/routes';
import { parcelRegisterPlugin } from './features/parcel-api/register-plugin';
import { parcelApiRoutes } from './features/parcel-api/routes';
import { parcelRoutes } from './features/parcels/routes';
import { profileRoutes } from './features/profile/routes';
import { roleRoutes } from './features/roles/routes';
import { secondFactorRoutes } from './features/second-factors/routes';
import { serviceTimesRoutes } from './features/service-times/routes';
import { sessionRoutes } from './features/sessions/routes';
import { serviceRoutes } from './features/services/routes';
import { ssoRoutes } from './features/sso/routes';
import { userRoutes } from './features/users/routes';
import { systemClock, type Clock } from './lib/clock';
import { loggerOptions, type LogStream } from './lib/logger';
import type { Mailer } from './lib/mailer';
import { wroteSomething } from './lib/writes';
import { apiKeysPlugin } from './plugins/api-keys';
import {
  clientErrorAnswer,
  errorHandlerPlugin,
  frameworkErrorAnswer,
} from './plugins/error-handler';
import { forgettingPlugin } from './plugins/forgetting';
import { mailOutboxPlugin } from './plugins/mail-outbox';
import { oidcProviderPlugin } from './plugins/oidc-provider';
import { openApiDocument, openApiPages } from './plugins/openapi';
import { rateLimiterPlugin } from './plugins/rate-limiter';
import { paymentChannelsPlugin } from './plugins/payment-channels';
import { schedulerPlugin } from './plugins/scheduler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionMemoryPlugin } from './plugins/session-memory';
import { webAppPlugin } from './plugins/web-app';
import { xsrfPlugin } from './plugins/xsrf';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app; the API still runs without it (tests, API-only deploys). */
  webRoot?: string | undefined;
  mailer?: Mailer;
  /** Tests move time forward instead of sleeping past expiries. */
  clock?: Clock;
  /** Where log lines go; stdout unless a test wants to read them. */
  logStream?: LogStream;
  version: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** What the server was built with; each service is a decorator of its own, made by a plugin. */
    deps: {
      config: Config;
      database: DatabaseHandle;
      clock: Clock;
      /** The release, as the health check and the web app's footer tell it. */
      version: string;
    };
  }
}

/**
 * The services features use, each a plugin that decorates the server with it and names the
 * services it needs: registered out of order, the server refuses to start, naming the missing one.
 */
const SERVICES = [
  forgettingPlugin,
  sessionMemoryPlugin,
  rateLimiterPlugin,
  apiKeysPlugin,
  parcelRegisterPlugin,
  schedulerPlugin,
  paymentChannelsPlugin,
  oidcProviderPlugin,
];

/** The portal's features, each a plugin of its own calls under /api. */
const FEATURES = [
  healthRoutes,
  authRoutes,
  secondFactorRoutes,
  sessionRoutes,
  profileRoutes,
  lookupRoutes,
  roleRoutes,
  committeeRoutes,
  serviceRoutes,
  userRoutes,
  apiKeyRoutes,
  parcelRoutes,
  dashboardRoutes,
  ssoRoutes,
  mailOutboxRoutes,
  auditRoutes,
  serviceTimesRoutes,
  applicationRoutes,
  vendorRoutes,
  utilityRoutes,
  paymentRoutes,
  oidcRoutes,
];

/**
 * Node's and Fastify's limits on slow clients (record 0038). Node checks the request and header
 * limits on a timer, every 30 s by default: at most a second here, so that a limit is kept to
 * within a second of its value.
 */
function serverTimeouts(timeouts: Config['timeouts']) {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
  };
}

/** Builds the whole portal server without listening, so tests can drive it with `inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.config.logLevel, deps.logStream),
    // Behind a load balancer, the client address comes from X-Forwarded-For; only then.
    trustProxy: deps.config.trustProxy,
    ...serverTimeouts(deps.config.timeouts),
    // Refusals made before any route runs answer the envelope like every other (error-handler).
    frameworkErrors: frameworkErrorAnswer,
    clientErrorHandler: clientErrorAnswer,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('deps', {
    config: deps.config,
    database: deps.database,
    clock: deps.clock ?? systemClock,
    version: deps.version,
  });
  await app.register(errorHandlerPlugin);
  // A service like the rest, but for the mailer a test may give it.
  await app.register(mailOutboxPlugin, { mailer: deps.mailer });
  for (const service of SERVICES) await app.register(service);
  await app.register(openApiDocument, { version: deps.version });

  // The parcel API first, in a context of its own: the programs that call it keep no cookies and
  // show no pages, so none of the browser-facing hooks below run for it (record 0032).
  await app.register(parcelApiRoutes);
  // The OpenID provider's endpoints too: services' servers call them, with no web app cookies.
  await app.register(oidcProviderRoutes);

  await app.register(async (portal) => {
    // Callback hooks, not async ones: these run on every call, and a read needs neither.
    // Once a request has answered, the transaction that queued its mail has committed.
    portal.addHook('onResponse', (_request, _reply, done) => {
      app.outbox.nudgeIfQueued();
      done();
    });
    // A write may have changed a session, a user, a role or a key: before it answers, no instance
    // keeps the look-ups made before it (record 0040).
    portal.addHook('onSend', (request, reply, payload, done) => {
      if (!wroteSomething(request, reply)) return done(null, payload);
      app.forgetting.everywhere().then(() => done(null, payload), done);
    });
    await portal.register(cookie);
    await portal.register(securityHeadersPlugin);
    await portal.register(xsrfPlugin, {
      secureCookie: deps.config.appUrl.startsWith('https://'),
    });
    await portal.register(openApiPages);
    await portal.register(
      async (api) => {
        // Each feature registers its own calls (and jobs): this is the list of features.
        for (const feature of FEATURES) await api.register(feature);
      },
      { prefix: API_BASE },
    );

    await portal.register(webAppPlugin, { webRoot: deps.webRoot });
  });
  return app;
}
