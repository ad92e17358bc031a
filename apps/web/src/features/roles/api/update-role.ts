import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleCalls, type RoleUpdateSchema } from '@portal/shared/roles';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { roleQuery } from './get-role';
import { rolesListKey } from './get-roles';

export type RoleUpdateValues = z.output<typeof RoleUpdateSchema>;

/** The id travels in the path and in the body. */
export function updateRole(values: RoleUpdateValues) {
  return http.call(roleCalls.update, { params: { id: values.id }, body: values });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    // The answer is the renamed role: the record is fresh, the list pages are not.
    onSuccess: (answer) => {
      queryClient.setQueryData(roleQuery(answer.data.id).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: rolesListKey });
    },
  });
}
