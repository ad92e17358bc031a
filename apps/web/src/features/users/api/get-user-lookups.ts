import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '@portal/shared/users';
import { http } from '@web/lib/http-client';

/**
 * The select lists of the user forms (committees, committee roles, roles, account types, account
 * statuses).
 */
export async function getUserLookups(signal?: AbortSignal) {
  const answer = await http.call(userCalls.lookups, { signal });
  return answer.data;
}

export const userLookupsQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'users'],
    queryFn: ({ signal }) => getUserLookups(signal),
    // Committees and roles are made on their own screens, which know nothing of this cache: each
    // opening of a user form asks the server again.
    staleTime: 0,
  });

/** A failure is toasted by the HTTP client. */
export function useUserLookups() {
  return useQuery(userLookupsQuery());
}
