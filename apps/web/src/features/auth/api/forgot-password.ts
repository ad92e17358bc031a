import { useMutation } from '@tanstack/react-query';
import { authCalls, type ForgotPasswordSchema } from '@portal/shared/auth';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';

export type ForgotPasswordValues = z.output<typeof ForgotPasswordSchema>;

/** Mails a reset link; the answer is the same whether the account exists. */
export function requestPasswordReset(values: ForgotPasswordValues) {
  return http.call(authCalls.resetPassword, { body: values });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
