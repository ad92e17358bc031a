import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveAppKey } from '@server/config';

describe('loadConfig', () => {
  it('serves a local user with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      databaseUrl: 'file:./data/portal.db',
      adminEmail: 'admin@localhost',
      mail: { transport: 'log' },
      apiKeyRateLimit: 60,
      logLevel: 'info',
      databaseLimits: { queryTimeoutMs: 5000, poolWaitMs: 3000 },
      timeouts: { requestMs: 300_000, headersMs: 10_000, keepAliveMs: 72_000, idleMs: 60_000 },
    });
  });

  it('reads the limits on slow clients', () => {
    const env = {
      REQUEST_TIMEOUT_MS: '120000',
      HEADERS_TIMEOUT_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      IDLE_TIMEOUT_MS: '30000',
    };
    expect(loadConfig(env).timeouts).toEqual({
      requestMs: 120_000,
      headersMs: 5000,
      keepAliveMs: 65_000,
      idleMs: 30_000,
    });
  });

  it('reads the database time limits', () => {
    const env = { DATABASE_QUERY_TIMEOUT_MS: '1500', DATABASE_POOL_WAIT_MS: '800' };
    expect(loadConfig(env).databaseLimits).toEqual({ queryTimeoutMs: 1500, poolWaitMs: 800 });
  });

  it('derives APP_URL from PORT and treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '8080', APP_URL: '' }).appUrl).toBe('http://localhost:8080');
  });

  it('reads the days to remediate an audit finding by severity, the rest as the terms set them', () => {
    expect(loadConfig({}).findingDays).toEqual({ critical: 30, high: 90, medium: 180, low: 365 });
    expect(loadConfig({ VENDOR_FINDING_DAYS: 'critical=14, high=60' }).findingDays).toEqual({
      critical: 14,
      high: 60,
      medium: 180,
      low: 365,
    });
    for (const wrong of ['urgent=5', 'critical=0', 'critical'])
      expect(() => loadConfig({ VENDOR_FINDING_DAYS: wrong })).toThrow(/VENDOR_FINDING_DAYS/);
  });

  it('believes X-Forwarded-For only when told whose', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
  });

  it.each([
    [
      { TRUST_PROXY: 'yes' },
      'Invalid configuration: TRUST_PROXY must be true, false or the proxies\' addresses (comma-separated IPs or CIDRs) (got "yes")',
    ],
    [
      { PORT: 'abc' },
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")',
    ],
    [
      { DATABASE_QUERY_TIMEOUT_MS: '5s' },
      'Invalid configuration: DATABASE_QUERY_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000 (got "5s")',
    ],
    [
      { DATABASE_POOL_WAIT_MS: '0' },
      'Invalid configuration: DATABASE_POOL_WAIT_MS must be a whole number of milliseconds from 100 to 600000 (got "0")',
    ],
    [
      { REQUEST_TIMEOUT_MS: '50' },
      'Invalid configuration: REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000 (got "50")',
    ],
    [
      { REQUEST_TIMEOUT_MS: '20000', HEADERS_TIMEOUT_MS: '30000' },
      'Invalid configuration: HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS (got "30000")',
    ],
    [
      { PORT: '70000' },
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "70000")',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be file:<path> or postgres://... (got "***")',
    ],
    [
      { DATABASE_URL: 'postgres://postgres@127.0.0.1/x' },
      'Invalid configuration: APP_KEY is required with PostgreSQL',
    ],
    [
      { MAIL_TRANSPORT: 'smtp' },
      'Invalid configuration: SMTP_URL is required when MAIL_TRANSPORT=smtp',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      { APP_KEY: 'short' },
      'Invalid configuration: APP_KEY must be at least 32 characters (got "***")',
    ],
    [
      { PAYMENTS_PROVIDER: 'paypal' },
      'Invalid configuration: PAYMENTS_PROVIDER must be one of simulator, mpesa, webhooks (got "paypal")',
    ],
    [
      { PAYMENTS_PROVIDER: 'mpesa' },
      'Invalid configuration: PAYMENTS_CALLBACK_SECRET is required when PAYMENTS_PROVIDER=mpesa',
    ],
    [
      { PAYMENTS_PROVIDER: 'webhooks' },
      'Invalid configuration: PAYMENTS_WEBHOOK_SECRETS is required when PAYMENTS_PROVIDER=webhooks',
    ],
    [
      { PAYMENTS_WEBHOOK_SECRETS: 'whsec_c2VjcmV0LW9mLWF0LWxlYXN0LXNpeHRlZW4=,plain-secret' },
      'Invalid configuration: PAYMENTS_WEBHOOK_SECRETS must be comma-separated secrets, each whsec_ then base64 (got "***")',
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});

describe('the payment provider', () => {
  it('is the simulator when none is configured, offering M-Pesa by Daraja and card by the aggregator', () => {
    const { payments } = loadConfig({});
    expect(payments).toMatchObject({
      provider: 'simulator',
      daraja: { baseUrl: 'http://127.0.0.1:3100', shortcode: '174379' },
      aggregator: { url: 'http://127.0.0.1:3100' },
    });
    expect(payments.webhookSecrets).toHaveLength(1);
  });

  it('reads M-Pesa alone, and every webhook secret of a rotation', () => {
    const mpesa = loadConfig({
      PAYMENTS_PROVIDER: 'mpesa',
      PAYMENTS_CALLBACK_SECRET: 'a-secret-path-of-some-length',
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '600900',
      MPESA_PASSKEY: 'passkey',
    }).payments;
    expect(mpesa).toMatchObject({
      aggregator: null,
      callbackSecret: 'a-secret-path-of-some-length',
      daraja: { baseUrl: 'https://sandbox.safaricom.co.ke', shortcode: '600900' },
    });
    const webhooks = loadConfig({
      PAYMENTS_PROVIDER: 'webhooks',
      PAYMENTS_WEBHOOK_SECRETS:
        'whsec_b2xkLXNlY3JldC1vZi1zb21lLWxlbmd0aA==, whsec_bmV3LXNlY3JldC1vZi1zb21lLWxlbmd0aA==',
      PAYMENTS_AGGREGATOR_URL: 'https://pay.example/',
      PAYMENTS_AGGREGATOR_KEY: 'k',
    }).payments;
    expect(webhooks).toMatchObject({
      daraja: null,
      aggregator: { url: 'https://pay.example', key: 'k' },
    });
    expect(webhooks.webhookSecrets).toEqual([
      'whsec_b2xkLXNlY3JldC1vZi1zb21lLWxlbmd0aA==',
      'whsec_bmV3LXNlY3JldC1vZi1zb21lLWxlbmd0aA==',
    ]);
  });
});

describe('resolveAppKey', () => {
  it('creates a key beside the SQLite file once and reads it back afterwards', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-key-'));
    const config = loadConfig({ DATABASE_URL: `file:${join(dir, 'db', 'portal.db')}` });
    const first = resolveAppKey(config);
    expect(first.length).toBeGreaterThanOrEqual(43);
    const file = join(dir, 'db', 'app.key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAppKey(config)).toBe(first);
  });

  it('prefers APP_KEY from the environment', () => {
    const key = 'k'.repeat(40);
    expect(resolveAppKey(loadConfig({ APP_KEY: key }))).toBe(key);
  });
});
