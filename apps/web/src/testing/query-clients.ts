import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

const queryClients = new Set<QueryClient>();

/**
 * The app's query client without retries: web tests reach no server, and a retry due after the
 * test would fail (and toast) during the next one.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  queryClients.add(client);
  return client;
}

/** Called after each test: cancels the queries a test left running and forgets their data. */
export async function disposeQueryClients(): Promise<void> {
  const clients = [...queryClients];
  queryClients.clear();
  await Promise.all(clients.map((client) => client.cancelQueries()));
  clients.forEach((client) => client.clear());
}
