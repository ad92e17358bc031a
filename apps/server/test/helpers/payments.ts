import { randomBytes } from 'node:crypto';
import { afterAll, expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { buildSimulator } from '@server/simulator/app';
import { freePort } from '../../../../e2e/support/free-port';
import { manualClock } from './clock';
import { insertInvoice } from './land-fixtures';
import { startBackOffice } from './portal';

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * A portal listening on a loopback port, paid through the payments simulator on another, both on
 * one manual clock: the simulator's callbacks and signed events reach the portal over HTTP, as a
 * provider's would. `secrets` are the portal's webhook secrets; the simulator signs with the first.
 */
export async function startPaying(
  options: {
    secrets?: string[];
    env?: NodeJS.ProcessEnv;
    /** The simulator as the `webhooks` provider's aggregator, with this key (M-Pesa and card). */
    aggregatorKey?: string;
  } = {},
) {
  const clock = manualClock();
  const [portalPort, simulatorPort] = [await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${portalPort}`;
  const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
  const secrets = options.secrets ?? [newWebhookSecret()];
  const simulator = await buildSimulator({
    now: clock.now,
    webhookUrl: `${appUrl}/api/payments/callbacks/webhooks`,
    webhookSecret: secrets[0]!,
    baseUrl: simulatorUrl,
    aggregatorKey: options.aggregatorKey,
  });
  await simulator.app.listen({ port: simulatorPort, host: '127.0.0.1' });
  afterAll(() => simulator.app.close());
  const portal = await startBackOffice({
    clock,
    env: {
      APP_URL: appUrl,
      PAYMENTS_SIMULATOR_URL: simulatorUrl,
      PAYMENTS_WEBHOOK_SECRETS: secrets.join(','),
      ...(options.aggregatorKey && {
        PAYMENTS_PROVIDER: 'webhooks',
        PAYMENTS_AGGREGATOR_URL: simulatorUrl,
        PAYMENTS_AGGREGATOR_KEY: options.aggregatorKey,
      }),
      ...options.env,
    },
  });
  await portal.app.listen({ port: portalPort, host: '127.0.0.1' });

  /** A call to the simulator's own control addresses. */
  async function control(path: string, body?: unknown) {
    const response = await fetch(`${simulatorUrl}${path}`, {
      method: 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
    return answer;
  }

  return { ...portal, simulator, simulatorUrl, appUrl, secrets, control };
}

export type Paying = Awaited<ReturnType<typeof startPaying>>;

/**
 * An open invoice numbered as the portal numbers them ('INV-2026-000042'), so that a payer can
 * quote it: the application fixtures' own numbers are not of that form.
 */
export async function payableInvoice(
  db: Kysely<Database>,
  applicationId: number,
  purpose: 'registration_fee' | 'stand_premium',
  amount: number,
) {
  const id = await insertInvoice(db, applicationId, purpose, amount);
  const number = `INV-2026-${String(id).padStart(6, '0')}`;
  await db.updateTable('invoices').set({ number }).where('id', '=', id).execute();
  return { id, number };
}

/** Everything paying online writes: a refused call or a replay leaves all of it as it was. */
export async function moneyState(db: Kysely<Database>) {
  return {
    invoices: await db.selectFrom('invoices').selectAll().orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().orderBy('id').execute(),
    receipts: await db.selectFrom('utility_receipts').selectAll().orderBy('id').execute(),
    credits: await db.selectFrom('utility_credits').selectAll().orderBy('id').execute(),
    attempts: await db
      .selectFrom('payment_attempts')
      .select(['id', 'status'])
      .orderBy('id')
      .execute(),
    transactions: await db
      .selectFrom('payment_transactions')
      .select(['id', 'transaction_id', 'invoice_id', 'suspense_status'])
      .orderBy('id')
      .execute(),
    applications: await db
      .selectFrom('applications')
      .select(['id', 'stage'])
      .orderBy('id')
      .execute(),
  };
}
