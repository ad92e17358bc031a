import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleCalls, type RoleInputSchema } from '@portal/shared/roles';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { rolesListKey } from './get-roles';

export type RoleValues = z.output<typeof RoleInputSchema>;

/** A taken name (409) is toasted, 422 carries field errors. */
export function createRole(values: RoleValues) {
  return http.call(roleCalls.create, { body: values });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesListKey }),
  });
}
