import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '@portal/shared/users';
import { http } from '@web/lib/http-client';

/** One user, for administrators and the user themself; a missing user (404) is toasted. */
export async function getUser(id: number, signal?: AbortSignal) {
  const answer = await http.call(userCalls.show, { params: { id }, signal });
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
