import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserAnswerSchema } from '@portal/shared/users';
import { http } from '../../../lib/http-client';

/** GET /users/{id}: administrators, and the user themself; a missing user (404) is toasted. */
export async function getUser(id: number, signal?: AbortSignal) {
  const answer = await http.get(`/users/${id}`, { schema: UserAnswerSchema, signal });
  return answer.data;
}

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: ['users', 'record', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });

export function useUser(id: number) {
  return useQuery(userQuery(id));
}
