import { z } from 'zod';

/*
 * The payment provider's settings (README, "Configuration"; docs/payments.md). The simulator is the
 * default so that a fresh machine can pay without an account at any provider; it moves no money.
 */

export const PAYMENT_PROVIDERS = ['simulator', 'mpesa', 'webhooks'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Standard Webhooks secrets: 'whsec_' then base64. */
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/;
/**
 * The simulator's signing secret when none is set: known to anyone, which is harmless, since
 * whoever can reach the simulator can pay with it anyway.
 */
export const SIMULATOR_WEBHOOK_SECRET = `whsec_${Buffer.from('techcity-portal-payments-simulator').toString('base64')}`;
const SIMULATOR_CALLBACK_SECRET = 'simulator-callbacks';

const absoluteUrl = z.url({ error: 'must be an absolute http(s) URL' });

export const paymentsEnv = {
  PAYMENTS_PROVIDER: z
    .enum(PAYMENT_PROVIDERS, { error: `must be one of ${PAYMENT_PROVIDERS.join(', ')}` })
    .default('simulator'),
  PAYMENTS_WEBHOOK_SECRETS: z
    .string()
    .refine(
      (value) => value.split(',').every((secret) => WEBHOOK_SECRET.test(secret.trim())),
      'must be comma-separated secrets, each whsec_ then base64',
    )
    .optional(),
  PAYMENTS_SIMULATOR_URL: absoluteUrl.default('http://127.0.0.1:3100'),
  /** The secret path segment of the M-Pesa callback addresses, which Daraja does not sign. */
  PAYMENTS_CALLBACK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, dashes or underscores')
    .optional(),
  MPESA_BASE_URL: absoluteUrl.default('https://sandbox.safaricom.co.ke'),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be the paybill number, 5 to 7 digits')
    .optional(),
  MPESA_PASSKEY: z.string().min(1).optional(),
  PAYMENTS_AGGREGATOR_URL: absoluteUrl.optional(),
  PAYMENTS_AGGREGATOR_KEY: z.string().min(1).optional(),
};

export const PAYMENT_SECRET_NAMES = [
  'PAYMENTS_WEBHOOK_SECRETS',
  'PAYMENTS_CALLBACK_SECRET',
  'MPESA_CONSUMER_SECRET',
  'MPESA_PASSKEY',
  'PAYMENTS_AGGREGATOR_KEY',
];

type PaymentsEnv = z.output<ReturnType<typeof z.object<typeof paymentsEnv>>>;

/** What each provider cannot work without. */
const REQUIRED: Record<PaymentProviderName, (keyof PaymentsEnv)[]> = {
  simulator: [],
  mpesa: [
    'PAYMENTS_CALLBACK_SECRET',
    'MPESA_CONSUMER_KEY',
    'MPESA_CONSUMER_SECRET',
    'MPESA_SHORTCODE',
    'MPESA_PASSKEY',
  ],
  webhooks: ['PAYMENTS_WEBHOOK_SECRETS', 'PAYMENTS_AGGREGATOR_URL', 'PAYMENTS_AGGREGATOR_KEY'],
};

/** The variables the chosen provider needs and were not given. */
export function missingPaymentSettings(env: PaymentsEnv): (keyof PaymentsEnv)[] {
  return REQUIRED[env.PAYMENTS_PROVIDER].filter((name) => env[name] === undefined);
}

export type DarajaSettings = {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
};
export type AggregatorSettings = { url: string; key: string | undefined };

export type PaymentsConfig = {
  provider: PaymentProviderName;
  /** Every secret an aggregator's event may be signed with: two during a rotation. */
  webhookSecrets: string[];
  callbackSecret: string;
  /** Mobile money through Daraja: M-Pesa, or the simulator speaking Daraja. */
  daraja: DarajaSettings | null;
  /** The aggregator: card (and mobile money when there is no Daraja). */
  aggregator: AggregatorSettings | null;
};

export function paymentsConfigOf(env: PaymentsEnv): PaymentsConfig {
  const simulator = env.PAYMENTS_PROVIDER === 'simulator';
  const url = env.PAYMENTS_SIMULATOR_URL.replace(/\/+$/, '');
  const webhookSecrets = (
    env.PAYMENTS_WEBHOOK_SECRETS ?? (simulator ? SIMULATOR_WEBHOOK_SECRET : '')
  )
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  const daraja: DarajaSettings | null = simulator
    ? {
        baseUrl: url,
        consumerKey: 'simulator',
        consumerSecret: 'simulator',
        shortcode: '174379',
        passkey: 'simulator',
      }
    : env.PAYMENTS_PROVIDER === 'mpesa'
      ? {
          baseUrl: env.MPESA_BASE_URL.replace(/\/+$/, ''),
          consumerKey: env.MPESA_CONSUMER_KEY!,
          consumerSecret: env.MPESA_CONSUMER_SECRET!,
          shortcode: env.MPESA_SHORTCODE!,
          passkey: env.MPESA_PASSKEY!,
        }
      : null;
  const aggregator: AggregatorSettings | null = simulator
    ? { url, key: env.PAYMENTS_AGGREGATOR_KEY }
    : env.PAYMENTS_PROVIDER === 'webhooks'
      ? { url: env.PAYMENTS_AGGREGATOR_URL!.replace(/\/+$/, ''), key: env.PAYMENTS_AGGREGATOR_KEY }
      : null;
  return {
    provider: env.PAYMENTS_PROVIDER,
    webhookSecrets,
    callbackSecret: env.PAYMENTS_CALLBACK_SECRET ?? SIMULATOR_CALLBACK_SECRET,
    daraja,
    aggregator,
  };
}
