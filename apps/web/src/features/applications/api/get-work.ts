import { useQuery } from '@tanstack/react-query';
import { ApplicationWorkAnswerSchema } from '@portal/shared/application-work';
import { http } from '../../../lib/http-client';
import { applicationsListKey } from './get-applications';

const PATH = '/applications/work';

/**
 * GET /applications/work: the counts behind the staff's dashboard cards. Kept under the
 * applications lists' key, so that a step or a payment loads them afresh.
 */
export function useApplicationWork(enabled: boolean) {
  return useQuery({
    queryKey: [...applicationsListKey, PATH],
    queryFn: ({ signal }) => http.get(PATH, { schema: ApplicationWorkAnswerSchema, signal }),
    select: (answer) => answer.data,
    enabled,
  });
}
