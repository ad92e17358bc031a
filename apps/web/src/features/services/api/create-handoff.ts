import { useMutation } from '@tanstack/react-query';
import { ssoCalls } from '@portal/shared/sso';
import { http } from '@web/lib/http-client';

/** Where to open the service, carrying a single-use token. */
export async function createHandoff(serviceId: number) {
  const answer = await http.call(ssoCalls.handoff, { params: { id: serviceId } });
  return answer.data.url;
}

export function useCreateHandoff() {
  return useMutation({ mutationFn: createHandoff });
}
