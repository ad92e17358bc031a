import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { APPLICATION_STAGES, type ApplicationStage } from '@portal/shared/land-journey';
import { CLOSED_STAGES } from '@portal/shared/application-steps';
import {
  DEFAULT_STAGE_TARGETS,
  DEFAULT_VENDOR_STAGE_TARGETS,
  type StageTarget,
} from '@portal/shared/service-times';
import type { VendorStage } from '@portal/shared/vendor-journey';
import { DEFAULT_FINDING_DAYS, type Severity } from '@portal/shared/vendor-audits';
import { site } from '@portal/shared/site';
import type { DatabaseLimits } from '../db/connection';
import {
  missingPaymentSettings,
  PAYMENT_SECRET_NAMES,
  paymentsConfigOf,
  paymentsEnv,
  type PaymentsConfig,
} from './payments';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Milliseconds from 100 ms to 10 minutes: shorter is no limit a network can meet, longer no limit at all. */
const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of milliseconds from 100 to 600000' })
    .int('must be a whole number of milliseconds from 100 to 600000')
    .min(100, 'must be a whole number of milliseconds from 100 to 600000')
    .max(600_000, 'must be a whole number of milliseconds from 100 to 600000')
    .default(fallback);

/** Stages an application waits in, so that a service target means something. */
const TIMED_STAGES = new Set<string>(
  APPLICATION_STAGES.filter((stage) => stage !== 'draft' && !CLOSED_STAGES.includes(stage)),
);
const VENDOR_TIMED_STAGES = new Set<string>(Object.keys(DEFAULT_VENDOR_STAGE_TARGETS));
const targetsRule = (stages: Set<string>) =>
  `must be a comma-separated list of stage=days, "w" after the days to count weekdays only (under_evaluation=30w,submitted=30); stages: ${[...stages].join(', ')}`;
const STAGE_TARGETS_RULE = targetsRule(TIMED_STAGES);
const VENDOR_STAGE_TARGETS_RULE = targetsRule(VENDOR_TIMED_STAGES);
const STAGE_TARGETS_FORMAT = /^\s*[a-z_]+=[1-9][0-9]{0,3}w?\s*(,\s*[a-z_]+=[1-9][0-9]{0,3}w?\s*)*$/;
const stageTargetEntries = (value: string): [string, StageTarget][] =>
  value.split(',').map((entry) => {
    const [stage = '', days = ''] = entry.trim().split('=');
    return [stage, { days: Number.parseInt(days, 10), working: days.endsWith('w') }];
  });

const FINDING_DAYS_RULE = `must be a comma-separated list of severity=days (critical=30,high=90); severities: ${Object.keys(DEFAULT_FINDING_DAYS).join(', ')}`;
const FINDING_DAYS_FORMAT = /^\s*[a-z]+=[1-9][0-9]{0,3}\s*(,\s*[a-z]+=[1-9][0-9]{0,3}\s*)*$/;
const findingDayEntries = (value: string): [string, number][] =>
  value.split(',').map((entry) => {
    const [severity = '', days = ''] = entry.trim().split('=');
    return [severity, Number.parseInt(days, 10)];
  });

/** The environment variables the server reads (README, "Configuration"). */
const EnvSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a whole number from 1 to 65535' })
      .int('must be a whole number from 1 to 65535')
      .min(1, 'must be a whole number from 1 to 65535')
      .max(65535, 'must be a whole number from 1 to 65535')
      .default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    APP_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, 'must be file:<path> or postgres://...')
      .default('file:./data/portal.db'),
    // Record 0018 says why these defaults.
    DATABASE_QUERY_TIMEOUT_MS: milliseconds(5000),
    DATABASE_POOL_WAIT_MS: milliseconds(3000),
    // Slow clients: an upload or its headers arriving too slowly, an idle connection. Record 0038.
    REQUEST_TIMEOUT_MS: milliseconds(300_000),
    HEADERS_TIMEOUT_MS: milliseconds(10_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
    IDLE_TIMEOUT_MS: milliseconds(60_000),
    SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
    APP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email({ error: 'must be an email address' }).default('admin@localhost'),
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').max(128).optional(),
    MAIL_TRANSPORT: z.enum(['log', 'smtp'], { error: 'must be log or smtp' }).default('log'),
    SMTP_URL: z.url({ error: 'must be a URL such as smtp://user:pass@host:587' }).optional(),
    MAIL_FROM: z.string().min(3).default(`${site.name} <no-reply@localhost>`),
    MAIL_GIVE_UP_HOURS: z.coerce
      .number({ error: 'must be a positive number of hours' })
      .positive('must be a positive number of hours')
      .default(24),
    REDIS_URL: z.url({ error: 'must be a URL such as redis://127.0.0.1:6379' }).optional(),
    REDIS_PREFIX: z
      .string()
      .regex(
        /^[A-Za-z0-9:_-]{1,64}$/,
        'must be 1 to 64 letters, digits, colons, dashes or underscores',
      )
      .default('portal:'),
    API_KEY_RATE_LIMIT: z.coerce
      .number({ error: 'must be a positive whole number' })
      .int('must be a positive whole number')
      .positive('must be a positive whole number')
      .default(60),
    AUTH_RATE_LIMIT: z.coerce
      .number({ error: 'must be a positive whole number' })
      .int('must be a positive whole number')
      .positive('must be a positive whole number')
      .default(10),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|[\d.:a-f/, ]+)$/i,
        "must be true, false or the proxies' addresses (comma-separated IPs or CIDRs)",
      )
      .optional(),
    // Record 0067: off, the OpenID provider calls no loopback or private address (SSRF).
    OIDC_PRIVATE_NETWORK: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false'),
    LOG_LEVEL: z
      .enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })
      .default('info'),
    APPLICATION_STAGE_TARGETS: z
      .string()
      .regex(STAGE_TARGETS_FORMAT, STAGE_TARGETS_RULE)
      .refine(
        (value) => stageTargetEntries(value).every(([stage]) => TIMED_STAGES.has(stage)),
        STAGE_TARGETS_RULE,
      )
      .optional(),
    VENDOR_STAGE_TARGETS: z
      .string()
      .regex(STAGE_TARGETS_FORMAT, VENDOR_STAGE_TARGETS_RULE)
      .refine(
        (value) => stageTargetEntries(value).every(([stage]) => VENDOR_TIMED_STAGES.has(stage)),
        VENDOR_STAGE_TARGETS_RULE,
      )
      .optional(),
    VENDOR_FINDING_DAYS: z
      .string()
      .regex(FINDING_DAYS_FORMAT, FINDING_DAYS_RULE)
      .refine(
        (value) => findingDayEntries(value).every(([severity]) => severity in DEFAULT_FINDING_DAYS),
        FINDING_DAYS_RULE,
      )
      .optional(),
    ...paymentsEnv,
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required when MAIL_TRANSPORT=smtp',
      });
    }
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than REQUEST_TIMEOUT_MS',
      });
    }
    if (env.DATABASE_URL.startsWith('postgres') && !env.APP_KEY) {
      ctx.addIssue({ code: 'custom', path: ['APP_KEY'], message: 'is required with PostgreSQL' });
    }
    for (const name of missingPaymentSettings(env)) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when PAYMENTS_PROVIDER=${env.PAYMENTS_PROVIDER}`,
      });
    }
  });

export type Config = {
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string;
  databaseLimits: DatabaseLimits;
  /** How long the server waits for a client (README, "Configuration"; record 0038). */
  timeouts: {
    /** A whole request, headers and body, must have arrived within it: else 408 and closed. */
    requestMs: number;
    /** Its headers must have arrived within it. */
    headersMs: number;
    /** A connection with no request in flight is kept this long for the next one. */
    keepAliveMs: number;
    /** A connection on which nothing moves either way is closed after it. */
    idleMs: number;
  };
  /** On SIGTERM or SIGINT, in-flight requests and closing get this long before the process ends. */
  shutdownTimeoutMs: number;
  /** Undefined only for SQLite before `resolveAppKey` has read or created the key file. */
  appKey: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  mail: {
    transport: 'log' | 'smtp';
    smtpUrl: string | undefined;
    from: string;
    /** An undelivered mail is retried until this long after it was queued, then given up. */
    giveUpAfterMs: number;
  };
  redisUrl: string | undefined;
  /** Starts every key and channel of this deployment in Redis, so that deployments can share one. */
  redisPrefix: string;
  apiKeyRateLimit: number;
  /** Authentication calls a minute allowed per client address, all of them together. */
  authRateLimit: number;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for client addresses (rate limits). */
  trustProxy: boolean | string;
  /**
   * Whether the OpenID provider may call services on loopback and private addresses (their
   * back-channel logout), for linked services inside the authority's own network.
   */
  oidcPrivateNetwork: boolean;
  logLevel: (typeof logLevels)[number];
  /**
   * Service targets of the application stages (docs/product.md, "Parcel allocation", Service
   * targets).
   */
  stageTargets: Partial<Record<ApplicationStage, StageTarget>>;
  /** Service targets of the vendor journey's stages (docs/product.md, "Software and cloud vendors"). */
  vendorStageTargets: Partial<Record<VendorStage, StageTarget>>;
  /** Days to remediate an audit finding, by severity (docs/product.md, "The vendor partnership"). */
  findingDays: Record<Severity, number>;
  /** The payment provider (docs/payments.md). */
  payments: PaymentsConfig;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  // An empty variable means "not set", as in most .env conventions.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = typeof present[name] === 'string' ? ` (got "${redact(name, present[name])}")` : '';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${got}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    databaseLimits: {
      queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
      poolWaitMs: e.DATABASE_POOL_WAIT_MS,
    },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    appKey: e.APP_KEY,
    adminEmail: e.ADMIN_EMAIL.trim().toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    mail: {
      transport: e.MAIL_TRANSPORT,
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      giveUpAfterMs: e.MAIL_GIVE_UP_HOURS * 3_600_000,
    },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    oidcPrivateNetwork: e.OIDC_PRIVATE_NETWORK === 'true',
    logLevel: e.LOG_LEVEL,
    stageTargets: {
      ...DEFAULT_STAGE_TARGETS,
      ...(e.APPLICATION_STAGE_TARGETS
        ? Object.fromEntries(stageTargetEntries(e.APPLICATION_STAGE_TARGETS))
        : {}),
    },
    vendorStageTargets: {
      ...DEFAULT_VENDOR_STAGE_TARGETS,
      ...(e.VENDOR_STAGE_TARGETS
        ? Object.fromEntries(stageTargetEntries(e.VENDOR_STAGE_TARGETS))
        : {}),
    },
    findingDays: {
      ...DEFAULT_FINDING_DAYS,
      ...(e.VENDOR_FINDING_DAYS
        ? Object.fromEntries(findingDayEntries(e.VENDOR_FINDING_DAYS))
        : {}),
    },
    payments: paymentsConfigOf(e),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value.toLowerCase() === 'false') return false;
  return value.toLowerCase() === 'true' ? true : value;
}

const secretNames = new Set([
  'APP_KEY',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'DATABASE_URL',
  'REDIS_URL',
  ...PAYMENT_SECRET_NAMES,
]);
function redact(name: string, value: string): string {
  return secretNames.has(name) ? '***' : value;
}

/**
 * APP_KEY is generated on the first SQLite start and kept beside the database file,
 * so that a local user needs no configuration and restarts keep the same key.
 */
export function resolveAppKey(config: Config): string {
  if (config.appKey) return config.appKey;
  const file = join(dirname(config.databaseUrl.slice('file:'.length)), 'app.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
