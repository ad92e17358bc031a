import { useMutation } from '@tanstack/react-query';
import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import { http } from '../../../lib/http-client';

/** GET /resend-verification-code: 409 when already verified, 429 when sent too often. */
export function resendVerificationCode() {
  return http.get('/resend-verification-code', { schema: MessageEnvelopeSchema });
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
