import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordSchema } from '@portal/shared/auth';
import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';

export type ForgotPasswordValues = z.output<typeof ForgotPasswordSchema>;

/** POST /reset-password: mails a reset link; the answer is the same whether the account exists. */
export function requestPasswordReset(values: ForgotPasswordValues) {
  return http.post('/reset-password', values, { schema: MessageEnvelopeSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
