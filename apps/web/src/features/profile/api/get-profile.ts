import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileCalls } from '@portal/shared/profile';
import { http } from '@web/lib/http-client';

/** The signed-in user's account as the server has it now. */
export async function getProfile(signal?: AbortSignal) {
  const answer = await http.call(profileCalls.show, { signal });
  return answer.data;
}

// Keyed by user, so that another user signing in on this tab never sees a cached profile.
export const profileQuery = (userId: number) =>
  queryOptions({
    queryKey: ['profile', userId],
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile(userId: number) {
  return useQuery(profileQuery(userId));
}
