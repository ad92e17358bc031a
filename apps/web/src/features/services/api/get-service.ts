import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceCalls } from '@portal/shared/services';
import { http } from '@web/lib/http-client';

/** One service; a missing one (404) is toasted by the HTTP client. */
export async function getService(id: number, signal?: AbortSignal) {
  const answer = await http.call(serviceCalls.show, { params: { id }, signal });
  return answer.data;
}

export const serviceQuery = (id: number) =>
  queryOptions({
    queryKey: ['services', 'record', id],
    queryFn: ({ signal }) => getService(id, signal),
  });

export function useService(id: number) {
  return useQuery(serviceQuery(id));
}
