import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserAnswerSchema, type UserUpdateSchema } from '@portal/shared/users';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { keepSavedUser } from './saved-user';

export type UserUpdateValues = z.output<typeof UserUpdateSchema>;

/** PUT /users/{id}: the id travels in the body too; the committees are replaced as a whole. */
export function updateUser(values: UserUpdateValues) {
  return http.put(`/users/${values.id}`, values, { schema: UserAnswerSchema });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (answer) => keepSavedUser(queryClient, answer.data),
  });
}
