import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoleAnswerSchema } from '@portal/shared/roles';
import { http } from '../../../lib/http-client';

/** GET /roles/{id}: a missing role (404) is toasted by the HTTP client. */
export async function getRole(id: number, signal?: AbortSignal) {
  const answer = await http.get(`/roles/${id}`, { schema: RoleAnswerSchema, signal });
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
