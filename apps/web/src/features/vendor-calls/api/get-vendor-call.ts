import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorCallCalls } from '@portal/shared/vendor-calls';
import { http } from '@web/lib/http-client';

/** One call with its applications counted; a missing one (404) is toasted by the HTTP client. */
export async function getVendorCall(id: number, signal?: AbortSignal) {
  const answer = await http.call(vendorCallCalls.show, { params: { id }, signal });
  return answer.data;
}

export const vendorCallQuery = (id: number) =>
  queryOptions({
    queryKey: ['vendor-calls', 'record', id],
    queryFn: ({ signal }) => getVendorCall(id, signal),
    // Its status follows the clock and its count the vendors: each opening asks the server again.
    staleTime: 0,
  });

export function useVendorCall(id: number) {
  return useQuery(vendorCallQuery(id));
}
