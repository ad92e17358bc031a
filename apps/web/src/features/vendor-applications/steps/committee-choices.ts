import { useQuery } from '@tanstack/react-query';
import { applicationCalls } from '@portal/shared/application-calls';
import { http } from '@web/lib/http-client';

/**
 * The committees to assign to, with who sits on each, from the application forms' options: the
 * committees are the authority's, whichever journey they evaluate. Undefined while they load.
 */
export function useCommitteeChoices() {
  return useQuery({
    queryKey: ['committee-choices', applicationCalls.options.path],
    queryFn: ({ signal }) => http.call(applicationCalls.options, { signal }),
    select: (answer) => answer.data.committees,
  }).data;
}
