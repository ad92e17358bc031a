import { queryOptions, useQuery } from '@tanstack/react-query';
import { utilityConnectionCalls } from '@portal/shared/utility-connections';
import { http } from '@web/lib/http-client';

/** One connection with its meter, last reading and account; a missing one (404) is toasted. */
export async function getConnection(id: number, signal?: AbortSignal) {
  const answer = await http.call(utilityConnectionCalls.show, { params: { id }, signal });
  return answer.data;
}

export const connectionQuery = (id: number) =>
  queryOptions({
    queryKey: ['utility-connections', 'record', id],
    queryFn: ({ signal }) => getConnection(id, signal),
    // Its account follows the billing runs and payments, its last reading the meter readers.
    staleTime: 0,
  });

export function useConnection(id: number) {
  return useQuery(connectionQuery(id));
}
