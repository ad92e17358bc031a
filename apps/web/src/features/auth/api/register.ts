import { useMutation } from '@tanstack/react-query';
import { authCalls, type RegisterSchema } from '@portal/shared/auth';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';

export type RegisterValues = z.output<typeof RegisterSchema>;

/** A duplicate email (409) is toasted, 422 carries field errors. */
export function register(values: RegisterValues) {
  return http.call(authCalls.register, { body: values });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
