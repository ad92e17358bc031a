import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleCalls } from '@portal/shared/roles';
import { http } from '@web/lib/http-client';

/** One role; a missing one (404) is toasted by the HTTP client. */
export async function getRole(id: number, signal?: AbortSignal) {
  const answer = await http.call(roleCalls.show, { params: { id }, signal });
  return answer.data;
}

export const roleQuery = (id: number) =>
  queryOptions({
    queryKey: ['roles', 'record', id],
    queryFn: ({ signal }) => getRole(id, signal),
  });

export function useRole(id: number) {
  return useQuery(roleQuery(id));
}
