import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeyCalls } from '@portal/shared/api-keys';
import { http } from '@web/lib/http-client';

/** One key; a missing one, or somebody else's (404), is toasted by the HTTP client. */
export async function getApiKey(id: number, signal?: AbortSignal) {
  const answer = await http.call(apiKeyCalls.show, { params: { id }, signal });
  return answer.data;
}

export const apiKeyQuery = (id: number) =>
  queryOptions({
    queryKey: ['apis', 'record', id],
    queryFn: ({ signal }) => getApiKey(id, signal),
  });

export function useApiKey(id: number) {
  return useQuery(apiKeyQuery(id));
}
