import { useMutation } from '@tanstack/react-query';
import { authCalls } from '@portal/shared/auth';
import { http } from '@web/lib/http-client';

/** Mails a new code: 409 when already verified, 429 when sent too often. */
export function resendVerificationCode() {
  return http.call(authCalls.resendVerificationCode, {});
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
