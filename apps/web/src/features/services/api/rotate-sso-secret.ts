import { useMutation } from '@tanstack/react-query';
import { ssoCalls } from '@portal/shared/sso';
import { http } from '@web/lib/http-client';

/** A new single sign-on secret, answered this once; the old one stops at once. */
export async function rotateSsoSecret(serviceId: number) {
  const answer = await http.call(ssoCalls.rotateSecret, { params: { id: serviceId } });
  return answer.data.secret;
}

export function useRotateSsoSecret() {
  // Not kept once the dialog has it: a secret is held no longer than it is shown.
  return useMutation({ mutationFn: rotateSsoSecret, gcTime: 0 });
}
