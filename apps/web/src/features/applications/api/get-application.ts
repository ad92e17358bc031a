import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApplicationAnswerSchema } from '@portal/shared/application-detail';
import { http } from '../../../lib/http-client';

/** GET /applications/{id}: one the caller may not see is a 404, toasted by the HTTP client. */
export async function getApplication(id: number, signal?: AbortSignal) {
  const answer = await http.get(`/applications/${id}`, { schema: ApplicationAnswerSchema, signal });
  return answer.data;
}

export const applicationQuery = (id: number) =>
  queryOptions({
    queryKey: ['applications', 'record', id],
    queryFn: ({ signal }) => getApplication(id, signal),
  });

export function useApplication(id: number) {
  return useQuery(applicationQuery(id));
}
