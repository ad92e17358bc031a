import { queryOptions, useQuery } from '@tanstack/react-query';
import { committeeCalls } from '@portal/shared/committees';
import { http } from '@web/lib/http-client';

/**
 * The committee with its members. A missing committee (404) is toasted by the HTTP client, and so
 * is a refusal (403: neither an administrator nor a member).
 */
export async function getCommittee(id: number, signal?: AbortSignal) {
  const answer = await http.call(committeeCalls.show, { params: { id }, signal });
  return answer.data;
}

export const committeeQuery = (id: number) =>
  queryOptions({
    queryKey: ['committees', 'record', id],
    queryFn: ({ signal }) => getCommittee(id, signal),
    // Members join and leave through the users screens, which know nothing of this cache: each
    // opening of a committee's screen asks the server again.
    staleTime: 0,
  });

export function useCommittee(id: number) {
  return useQuery(committeeQuery(id));
}
