import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userCalls, type AccountStatusUpdateSchema } from '@portal/shared/users';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { keepSavedUser } from './saved-user';

export type AccountStatusValues = z.output<typeof AccountStatusUpdateSchema> & {
  /** Shown read-only and sent along; the server never writes them (decision record 0013). */
  name: string;
  email: string;
};

/** Any status but active signs the user out everywhere. */
export function updateAccountStatus(values: AccountStatusValues) {
  return http.call(userCalls.updateStatus, { params: { id: values.id }, body: values });
}

export function useUpdateAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountStatus,
    onSuccess: (answer) => keepSavedUser(queryClient, answer.data),
  });
}
