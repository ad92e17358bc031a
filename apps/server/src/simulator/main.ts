import { existsSync } from 'node:fs';
import { SIMULATOR_WEBHOOK_SECRET } from '../config/payments';
import { buildSimulator } from './app';

/*
 * Starts the payment simulator on its own: `npm run payments:simulator`. It reads the same .env as
 * the portal, so that both agree on the webhook secret (docs/payments.md).
 */

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = process.env;
  const port = Number(env.PAYMENTS_SIMULATOR_PORT ?? 3100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `PAYMENTS_SIMULATOR_PORT must be a port number, not ${env.PAYMENTS_SIMULATOR_PORT}`,
    );
  }
  const host = env.HOST ?? '127.0.0.1';
  const portalUrl = (env.PORTAL_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  const [configured] = (env.PAYMENTS_WEBHOOK_SECRETS ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  const baseUrl = env.PAYMENTS_SIMULATOR_URL ?? `http://${host}:${port}`;

  const { app } = await buildSimulator({
    webhookUrl: `${portalUrl}/api/payments/callbacks/webhooks`,
    // Unset, both sides fall back to the same well-known secret: harmless, as whoever can reach
    // the simulator can pay with it anyway.
    webhookSecret: configured ?? SIMULATOR_WEBHOOK_SECRET,
    aggregatorKey: env.PAYMENTS_AGGREGATOR_KEY,
    baseUrl,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ port, host });

  if (!configured) {
    console.log(
      `No PAYMENTS_WEBHOOK_SECRETS: signing events with the portal's simulator default ${SIMULATOR_WEBHOOK_SECRET}`,
    );
  }
  console.log(
    `Payment simulator (Daraja and a Standard Webhooks aggregator; no real money moves) listening on ${baseUrl}, calling back ${portalUrl}`,
  );
}

main().catch((err: unknown) => {
  console.error('Payment simulator failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
