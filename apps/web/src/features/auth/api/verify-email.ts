import { useMutation } from '@tanstack/react-query';
import { VerifyEmailAnswerSchema, type VerifyEmailSchema } from '@portal/shared/auth';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { setCurrentUser } from '../../../lib/session';

export type VerifyEmailValues = z.output<typeof VerifyEmailSchema>;

/** POST /verify-email: a wrong or expired code is a 422 with `errors.code`. */
export function verifyEmail(values: VerifyEmailValues) {
  return http.post('/verify-email', values, { schema: VerifyEmailAnswerSchema });
}

/** The answer's user, now verified, replaces the stored one so the guards let it through. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (answer) => setCurrentUser(answer.user),
  });
}
