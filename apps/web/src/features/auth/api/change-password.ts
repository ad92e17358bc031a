import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordSchema } from '@portal/shared/auth';
import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { clearCurrentUser } from '../../../lib/session';

export type ChangePasswordValues = z.output<typeof ChangePasswordSchema>;

/** POST /change-password, signed in. */
export function changePassword(values: ChangePasswordValues) {
  return http.post('/change-password', values, { schema: MessageEnvelopeSchema });
}

/**
 * The server revokes every session of the user on success, this one included: the stored user
 * now holds a dead token, so it is cleared at once.
 */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: () => clearCurrentUser() });
}
