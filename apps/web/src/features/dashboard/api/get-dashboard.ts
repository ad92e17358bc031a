import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardCalls } from '@portal/shared/dashboard';
import { http } from '@web/lib/http-client';
import { liveQueryOptions } from '@web/lib/query-client';

/** An administrator's insights and services, or everyone else's services. */
export async function getDashboard(signal?: AbortSignal) {
  const answer = await http.call(dashboardCalls.show, { signal });
  return answer.data;
}

// Keyed by user, so that another user signing in on this tab never sees a cached dashboard.
export const dashboardQuery = (userId: number) =>
  queryOptions({
    queryKey: ['dashboard', userId],
    queryFn: ({ signal }) => getDashboard(signal),
    // The totals move with every back-office write, which knows nothing of this cache: each
    // opening of the dashboard asks the server again, and it follows changes as lists do.
    staleTime: 0,
    ...liveQueryOptions,
  });

export function useDashboard(userId: number) {
  return useQuery(dashboardQuery(userId));
}
