/**
 * The query keys of the tenant's utilities: all under one word, so that a reading sent refreshes
 * every answer it can change (the connection's last reading, the readings, the overview).
 */
export const UTILITIES_KEY = 'utilities';

export const utilityKeys = {
  /** The overview's page of connections: a list, so it follows changes (record 0044). */
  connections: (page: number) => [UTILITIES_KEY, 'list', { page }] as const,
  connection: (id: number) => [UTILITIES_KEY, 'connection', id] as const,
  readings: (connectionId: number, page: number) =>
    [UTILITIES_KEY, 'readings', connectionId, page] as const,
  bills: (connectionId: number, page: number, perPage: number) =>
    [UTILITIES_KEY, 'bills', connectionId, { page, perPage }] as const,
  bill: (id: number) => [UTILITIES_KEY, 'bill', id] as const,
  statement: (connectionId: number, from: string, to: string) =>
    [UTILITIES_KEY, 'statement', connectionId, { from, to }] as const,
};
