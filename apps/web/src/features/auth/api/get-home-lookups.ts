import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupCalls } from '@portal/shared/lookups';
import { http } from '@web/lib/http-client';

/** Account types and countries of the register form. */
export async function getHomeLookups(signal?: AbortSignal) {
  const answer = await http.call(lookupCalls.home, { signal });
  return answer.data;
}

export const homeLookupsQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'home'],
    queryFn: ({ signal }) => getHomeLookups(signal),
    // Reference data that changes with a release, not while a form is being filled in.
    staleTime: Infinity,
  });

/** A failure is toasted by the HTTP client; the selects stay empty meanwhile. */
export function useHomeLookups() {
  return useQuery(homeLookupsQuery());
}
