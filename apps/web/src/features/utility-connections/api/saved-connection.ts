import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '@portal/shared/utility-connections';
import { connectionQuery } from './get-connection';
import { connectionsListKey } from './get-connections';

/** A write answered the connection as it now is: its page shows it, the list pages load afresh. */
export function savedConnection(queryClient: QueryClient, connection: Connection) {
  queryClient.setQueryData(connectionQuery(connection.id).queryKey, connection);
  return queryClient.invalidateQueries({ queryKey: connectionsListKey });
}
