import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

const queryClients = new Set<QueryClient>();

/** The app's query client, remembered so that each test's queries end with the test. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
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
