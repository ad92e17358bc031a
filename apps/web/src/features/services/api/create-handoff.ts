import { useMutation } from '@tanstack/react-query';
import { HandoffAnswerSchema } from '@portal/shared/sso';
import { http } from '../../../lib/http-client';

/** POST /services/{id}/handoff: where to open the service, carrying a single-use token. */
export async function createHandoff(serviceId: number) {
  const answer = await http.post(`/services/${serviceId}/handoff`, undefined, {
    schema: HandoffAnswerSchema,
  });
  return answer.data.url;
}

export function useCreateHandoff() {
  return useMutation({ mutationFn: createHandoff });
}
