import { useMutation } from '@tanstack/react-query';
import { authCalls, type UpdatePasswordSchema } from '@portal/shared/auth';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';

export type UpdatePasswordValues = z.output<typeof UpdatePasswordSchema>;

/** Sets a new password with the mailed token; 400 when the token is spent. */
export function updatePassword(values: UpdatePasswordValues) {
  return http.call(authCalls.updatePassword, { body: values });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
