import { useMutation } from '@tanstack/react-query';
import { authCalls, type ChangePasswordSchema } from '@portal/shared/auth';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { clearCurrentUser } from '@web/lib/session';

export type ChangePasswordValues = z.output<typeof ChangePasswordSchema>;

/** Changes the password of the signed-in user, given their current one. */
export function changePassword(values: ChangePasswordValues) {
  return http.call(authCalls.changePassword, { body: values });
}

/**
 * The server revokes every session of the user on success, this one included: the stored user
 * now holds a dead token, so it is cleared at once.
 */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: () => clearCurrentUser() });
}
