import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userCalls, type UserUpdateSchema } from '@portal/shared/users';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { keepSavedUser } from './saved-user';

export type UserUpdateValues = z.output<typeof UserUpdateSchema>;

/** The id travels in the path and in the body; the committees are replaced as a whole. */
export function updateUser(values: UserUpdateValues) {
  return http.call(userCalls.update, { params: { id: values.id }, body: values });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (answer) => keepSavedUser(queryClient, answer.data),
  });
}
