import type { APIRequestContext } from '@playwright/test';
import { api } from './accounts';

type Made = { data: { id: number } };

/**
 * A water connection of `holderId` since August, with its meter and three months of readings,
 * billed and issued for August, September and October: a bill with a year's chart begun.
 */
export async function billedConnection(
  request: APIRequestContext,
  adminToken: string,
  holderId: number,
) {
  const call = (method: 'GET' | 'POST', path: string, body?: object) =>
    api(request, method, path, { token: adminToken, ...(body ? { body } : {}) }) as Promise<Made>;
  // A parcel of the seeded register, as a tenant's would be.
  const found = (await api(request, 'GET', '/parcels?search_term=TC-P3-0079', {
    token: adminToken,
  })) as { data: { id: number }[] };
  const parcelId = found.data[0]!.id;
  const connection = await call('POST', '/utility-connections', {
    parcel_id: parcelId,
    service: 'water',
    account_holder_id: holderId,
    start_date: '2026-08-01',
    customer_class: 'domestic',
  });
  const id = connection.data.id;
  await call('POST', `/utility-connections/${id}/meters`, {
    serial: 'WM-2026-004417',
    unit: 'm3',
    dials: 5,
    installed_on: '2026-08-01',
    opening_value: 1_200,
  });
  const months = [
    ['2026-08', 1_222, '2026-08-31T10:00:00+03:00'],
    ['2026-09', 1_241, '2026-09-30T10:00:00+03:00'],
    ['2026-10', 1_266, '2026-10-31T10:00:00+03:00'],
  ] as const;
  let runId = 0;
  for (const [period, value, read_at] of months) {
    await call('POST', '/utility-readings', {
      connection_id: id,
      value,
      read_at,
      source: 'actual',
    });
    runId = (await call('POST', '/utility-billing-runs', { period })).data.id;
    await call('POST', `/utility-billing-runs/${runId}/issue`);
  }
  const bills = (await api(request, 'GET', `/utility-bills?connection_id=${id}`, {
    token: adminToken,
  })) as { data: { id: number }[] };
  return { connectionId: id, billId: bills.data[0]!.id, runId };
}
