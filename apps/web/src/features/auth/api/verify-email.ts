import { useMutation } from '@tanstack/react-query';
import { authCalls, type VerifyEmailSchema } from '@portal/shared/auth';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { setCurrentUser } from '@web/lib/session';

export type VerifyEmailValues = z.output<typeof VerifyEmailSchema>;

/** Sends the mailed code: a wrong or expired one is a 422 with `errors.code`. */
export function verifyEmail(values: VerifyEmailValues) {
  return http.call(authCalls.verifyEmail, { body: values });
}

/** The answer's user, now verified, replaces the stored one so the guards let it through. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (answer) => setCurrentUser(answer.user),
  });
}
