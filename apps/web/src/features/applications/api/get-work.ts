import { useQuery } from '@tanstack/react-query';
import { applicationCalls } from '@portal/shared/application-calls';
import { http } from '@web/lib/http-client';
import { applicationsListKey } from './get-applications';

/**
 * The counts behind the staff's dashboard cards. Kept under the applications lists' key, so that
 * a step or a payment loads them afresh.
 */
export function useApplicationWork() {
  return useQuery({
    queryKey: [...applicationsListKey, applicationCalls.work.path],
    queryFn: ({ signal }) => http.call(applicationCalls.work, { signal }),
    select: (answer) => answer.data,
  });
}
