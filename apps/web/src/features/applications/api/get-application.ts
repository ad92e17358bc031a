import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationCalls } from '@portal/shared/application-calls';
import { http } from '@web/lib/http-client';

/** One application; one the caller may not see is a 404, toasted by the HTTP client. */
export async function getApplication(id: number, signal?: AbortSignal) {
  const answer = await http.call(applicationCalls.show, { params: { id }, signal });
  return answer.data;
}

export const applicationQuery = (id: number) =>
  queryOptions({
    queryKey: ['applications', 'record', id],
    queryFn: ({ signal }) => getApplication(id, signal),
  });

export function useApplication(id: number) {
  return useQuery(applicationQuery(id));
}
