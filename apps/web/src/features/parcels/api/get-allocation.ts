import { queryOptions, useQuery } from '@tanstack/react-query';
import { AllocationAnswerSchema } from '@portal/shared/parcels';
import { http } from '../../../lib/http-client';

/** GET /parcel-allocations/{id}: a missing allocation (404) is toasted by the HTTP client. */
export async function getAllocation(id: number, signal?: AbortSignal) {
  const answer = await http.get(`/parcel-allocations/${id}`, {
    schema: AllocationAnswerSchema,
    signal,
  });
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
