import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RoleAnswerSchema, type RoleUpdateSchema } from '@portal/shared/roles';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { roleQuery } from './get-role';
import { rolesListKey } from './get-roles';

export type RoleUpdateValues = z.output<typeof RoleUpdateSchema>;

/** PUT /roles/{id}: the id travels in the body too. */
export function updateRole(values: RoleUpdateValues) {
  return http.put(`/roles/${values.id}`, values, { schema: RoleAnswerSchema });
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
