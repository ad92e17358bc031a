import { useMutation } from '@tanstack/react-query';
import { SsoSecretAnswerSchema } from '@portal/shared/sso';
import { http } from '../../../lib/http-client';

/** POST /services/{id}/sso-secret: a new secret, answered this once; the old one stops at once. */
export async function rotateSsoSecret(serviceId: number) {
  const answer = await http.post(`/services/${serviceId}/sso-secret`, undefined, {
    schema: SsoSecretAnswerSchema,
  });
  return answer.data.secret;
}

export function useRotateSsoSecret() {
  // Not kept once the dialog has it: a secret is held no longer than it is shown.
  return useMutation({ mutationFn: rotateSsoSecret, gcTime: 0 });
}
