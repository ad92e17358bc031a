import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendorApplicationCalls } from '@portal/shared/vendor-applications';
import { http } from '@web/lib/http-client';

/** One vendor application; one the caller may not see is a 404, toasted by the HTTP client. */
export async function getVendorApplication(id: number, signal?: AbortSignal) {
  const answer = await http.call(vendorApplicationCalls.show, { params: { id }, signal });
  return answer.data;
}

export const vendorApplicationQuery = (id: number) =>
  queryOptions({
    queryKey: ['vendor-applications', 'record', id],
    queryFn: ({ signal }) => getVendorApplication(id, signal),
  });

export function useVendorApplication(id: number) {
  return useQuery(vendorApplicationQuery(id));
}

/** After a change the call does not answer whole (a document added): the application afresh. */
export function useVendorApplicationChanged(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: vendorApplicationQuery(id).queryKey });
}
