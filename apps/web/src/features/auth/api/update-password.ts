import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordSchema } from '@portal/shared/auth';
import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';

export type UpdatePasswordValues = z.output<typeof UpdatePasswordSchema>;

/** POST /update-password: a new password with the mailed token; 400 when the token is spent. */
export function updatePassword(values: UpdatePasswordValues) {
  return http.post('/update-password', values, { schema: MessageEnvelopeSchema });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
