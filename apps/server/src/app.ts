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
import { createKeyVerifier, type KeyVerifier } from './features/api-keys/key-verifier';
import { createRequestCounter, type RequestCounter } from './features/api-keys/request-counter';
import { apiKeyRoutes } from './features/api-keys/routes';
import { applicationRoutes } from './features/applications/routes';
import { auditRoutes } from './features/audit/routes';
import { authRoutes } from './features/auth/routes';
import { committeeRoutes } from './features/committees/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { healthRoutes } from './features/health/routes';
import { lookupRoutes } from './features/lookups/routes';
import { mailOutboxRoutes } from './features/mail-outbox/routes';
import { readListing } from './features/parcel-api/queries';
import {
  createRegisterSnapshot,
  type RegisterSnapshot,
} from './features/parcel-api/register-snapshot';
import { parcelApiRoutes } from './features/parcel-api/routes';
import { parcelRoutes } from './features/parcels/routes';
import { profileRoutes } from './features/profile/routes';
import { roleRoutes } from './features/roles/routes';
import { serviceTimesRoutes } from './features/service-times/routes';
import { serviceRoutes } from './features/services/routes';
import { ssoRoutes } from './features/sso/routes';
import { userRoutes } from './features/users/routes';
import { apiKeyVault, type ApiKeyVault } from './lib/api-key-vault';
import { systemClock, type Clock } from './lib/clock';
import { loggerOptions, type LogStream } from './lib/logger';
import { createMailOutbox, type MailOutbox } from './lib/mail-outbox/outbox';
import { createMailer, type Mailer } from './lib/mailer';
import { createRateLimiter, type RateLimiter } from './lib/rate-limit/limiter';
import { createMemoryStore } from './lib/rate-limit/memory-store';
import { createRedisStore } from './lib/rate-limit/redis-store';
import {
  clientErrorAnswer,
  errorHandlerPlugin,
  frameworkErrorAnswer,
} from './plugins/error-handler';
import { openApiDocument, openApiPages } from './plugins/openapi';
import { schedulerPlugin } from './plugins/scheduler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { xsrfPlugin } from './plugins/xsrf';
import { createForgetting, type Forgetting } from './lib/forgetting';
import { createSessionMemory, type SessionMemory } from './lib/session-memory';
import { wroteSomething } from './lib/writes';
import type { RememberedSession } from './plugins/authentication';

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
    deps: {
      config: Config;
      database: DatabaseHandle;
      /** `outbox.queueMail(trx, mail)`: how every feature sends mail. */
      outbox: MailOutbox;
      clock: Clock;
      limiter: RateLimiter;
      apiKeys: { vault: ApiKeyVault; verifier: KeyVerifier; requests: RequestCounter };
      /** The register as the parcel API serves it; forgotten when parcels change. */
      parcelRegister: RegisterSnapshot;
      /** Signed-in calls' session look-ups, forgotten at every write (record 0032). */
      sessions: SessionMemory<RememberedSession>;
      /** Makes every instance forget its sessions and keys before a write answers (record 0040). */
      forgetting: Forgetting;
      /** The release, as the health check and the web app's footer tell it. */
      version: string;
    };
  }
}

/** The portal's features, each a plugin of its own calls under /api. */
const FEATURES = [
  healthRoutes,
  authRoutes,
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

  const mailer = deps.mailer ?? createMailer(deps.config.mail, app.log);
  const clock = deps.clock ?? systemClock;
  const limiter = createRateLimiter(
    deps.config.redisUrl
      ? createRedisStore(deps.config.redisUrl, {
          onError: (err) => app.log.warn({ err }, 'rate-limit store (Redis) unreachable'),
        })
      : createMemoryStore(),
    clock,
  );
  if (!deps.config.appKey) throw new Error('APP_KEY is needed to keep API keys');
  const forgetting = createForgetting({
    redisUrl: deps.config.redisUrl,
    onError: (err) => app.log.warn({ err }, 'forgetting channel (Redis) unreachable'),
  });
  const vault = apiKeyVault(deps.config.appKey);
  const verifier = createKeyVerifier(deps.database.db, vault, clock, {
    current: forgetting.current,
  });
  forgetting.onForget(verifier.forgetAll);
  const apiKeys = {
    vault,
    verifier,
    requests: createRequestCounter(deps.database.db, clock, app.log),
  };
  const outbox = createMailOutbox({
    database: deps.database,
    mailer,
    clock,
    log: app.log,
    appKey: deps.config.appKey,
    smtpUrl: deps.config.mail.smtpUrl,
    giveUpAfterMs: deps.config.mail.giveUpAfterMs,
  });
  const sessions = createSessionMemory<RememberedSession>({ forgetting });
  app.decorate('deps', {
    config: deps.config,
    database: deps.database,
    outbox,
    clock,
    limiter,
    apiKeys,
    parcelRegister: createRegisterSnapshot((listing) => readListing(deps.database.db, listing)),
    sessions,
    forgetting,
    version: deps.version,
  });

  app.addHook('onReady', async () => outbox.start());
  await app.register(errorHandlerPlugin);
  await app.register(schedulerPlugin);
  await app.register(openApiDocument, { version: deps.version });

  // The parcel API first, in a context of its own: the programs that call it keep no cookies and
  // show no pages, so none of the browser-facing hooks below run for it (record 0032).
  await app.register(parcelApiRoutes);

  await app.register(async (portal) => {
    // Callback hooks, not async ones: these run on every call, and a read needs neither.
    // Once a request has answered, the transaction that queued its mail has committed.
    portal.addHook('onResponse', (_request, _reply, done) => {
      outbox.nudgeIfQueued();
      done();
    });
    // A write may have changed a session, a user, a role or a key: before it answers, no instance
    // keeps the look-ups made before it (record 0040).
    portal.addHook('onSend', (request, reply, payload, done) => {
      if (!wroteSomething(request, reply)) return done(null, payload);
      forgetting.everywhere().then(() => done(null, payload), done);
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
  // Before main's own onClose closes the database: the last counts are written first.
  app.addHook('onClose', async () => {
    await apiKeys.requests.close();
    await outbox.close();
    mailer.close();
    await limiter.close();
    await forgetting.close();
  });
  return app;
}
