import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './accounts';

type Made = { data: { id: number } };

/**
 * The provider's reference of the newest attempt to pay `invoiceId`: the prompt's
 * CheckoutRequestID, by which the simulator holds and releases its callback. No call shows it.
 */
export function providerReferenceOf(databaseFile: string, invoiceId: number): string {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const row = db
      .prepare(
        'SELECT provider_reference FROM payment_attempts WHERE invoice_id = ? ORDER BY id DESC LIMIT 1',
      )
      .get(invoiceId) as { provider_reference: string | null } | undefined;
    if (!row?.provider_reference) throw new Error(`No prompt was sent for invoice ${invoiceId}`);
    return row.provider_reference;
  } finally {
    db.close();
  }
}

/** Lets the simulator send a callback it holds: the phone ending 06 holds it until then. */
export async function releaseCallback(simulatorUrl: string, reference: string) {
  const response = await fetch(`${simulatorUrl}/simulator/release/${reference}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`release ${reference}: ${response.status}`);
}

/**
 * A water connection of `holderId` on a parcel of its own, billed for June 2026 alone and closed
 * at the month's end: no other month of the worker's billing (utilities-journey runs October)
 * meets it. Answers the issued bill.
 */
export async function billedJune(request: APIRequestContext, adminToken: string, holderId: number) {
  const call = (method: 'GET' | 'POST', path: string, body?: object) =>
    api(request, method, path, { token: adminToken, ...(body ? { body } : {}) }) as Promise<Made>;
  const number = `E2E-PAY-${Date.now().toString(36)}`.toUpperCase();
  const parcel = await call('POST', '/parcels', {
    number,
    acre: '1.00',
    min_floors: 1,
    max_floors: 4,
    land_use: 'Commercial',
    zone: 'Central Business District',
    status: 'Available',
  });
  const connection = await call('POST', '/utility-connections', {
    parcel_id: parcel.data.id,
    service: 'water',
    account_holder_id: holderId,
    start_date: '2026-06-01',
    customer_class: 'domestic',
  });
  const id = connection.data.id;
  await call('POST', `/utility-connections/${id}/meters`, {
    serial: `WM-${number}`,
    unit: 'm3',
    dials: 5,
    installed_on: '2026-06-01',
    opening_value: 100,
  });
  await call('POST', '/utility-readings', {
    connection_id: id,
    value: 118,
    read_at: '2026-06-30T10:00:00+03:00',
    source: 'actual',
  });
  const run = await call('POST', '/utility-billing-runs', { period: '2026-06' });
  await call('POST', `/utility-billing-runs/${run.data.id}/issue`);
  await call('POST', `/utility-connections/${id}/status`, {
    status: 'closed',
    reason: 'Moved out at the end of June.',
    closed_on: '2026-06-30',
  });
  const bills = (await api(request, 'GET', `/utility-bills?connection_id=${id}`, {
    token: adminToken,
  })) as { data: { id: number; invoice_number: string }[] };
  return bills.data[0]!;
}

/**
 * Stops the spinners that turn for as long as a payment waits: axe waits for every animation to
 * end, and theirs never do. What they turn beside is what the check is for.
 */
export async function stopSpinners(page: Page) {
  await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations === Infinity)
      .forEach((animation) => animation.pause()),
  );
}
