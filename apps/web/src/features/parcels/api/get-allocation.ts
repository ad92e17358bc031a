import { queryOptions, useQuery } from '@tanstack/react-query';
import { allocationCalls } from '@portal/shared/parcels';
import { http } from '@web/lib/http-client';

/** One allocation; a missing one (404) is toasted by the HTTP client. */
export async function getAllocation(id: number, signal?: AbortSignal) {
  const answer = await http.call(allocationCalls.show, { params: { id }, signal });
  return answer.data;
}

export const allocationQuery = (id: number) =>
  queryOptions({
    queryKey: ['parcel-allocations', 'record', id],
    queryFn: ({ signal }) => getAllocation(id, signal),
  });

export function useAllocation(id: number) {
  return useQuery(allocationQuery(id));
}
