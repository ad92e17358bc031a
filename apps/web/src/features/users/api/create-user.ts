import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userCalls, type UserInputSchema } from '@portal/shared/users';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { usersListKey } from './get-users';

export type UserValues = z.output<typeof UserInputSchema>;

/** A taken email (409) is toasted, 422 carries field errors. */
export function createUser(values: UserValues) {
  return http.call(userCalls.create, { body: values });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersListKey }),
  });
}
