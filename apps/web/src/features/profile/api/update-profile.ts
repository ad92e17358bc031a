import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileCalls, type ProfileUpdateSchema } from '@portal/shared/profile';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { profileQuery } from './get-profile';

export type ProfileUpdateValues = z.output<typeof ProfileUpdateSchema>;

/** Answers with the updated profile. */
export function updateProfile(values: ProfileUpdateValues) {
  return http.call(profileCalls.update, { params: { id: values.id }, body: values });
}

/** The answer is the fresh profile: it refreshes the read view without asking again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) =>
      queryClient.setQueryData(profileQuery(answer.data.id).queryKey, answer.data),
  });
}
