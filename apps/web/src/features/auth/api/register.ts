import { useMutation } from '@tanstack/react-query';
import type { RegisterSchema } from '@portal/shared/auth';
import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';

export type RegisterValues = z.output<typeof RegisterSchema>;

/** POST /register: a duplicate email (409) is toasted, 422 carries field errors. */
export function register(values: RegisterValues) {
  return http.post('/register', values, { schema: MessageEnvelopeSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
