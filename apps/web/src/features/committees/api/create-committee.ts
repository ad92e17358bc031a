import { useMutation, useQueryClient } from '@tanstack/react-query';
import { committeeCalls, type CommitteeInputSchema } from '@portal/shared/committees';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { committeesListKey } from './get-committees';

export type CommitteeValues = z.output<typeof CommitteeInputSchema>;

/** A taken name (409) is toasted, 422 carries field errors. */
export function createCommittee(values: CommitteeValues) {
  return http.call(committeeCalls.create, { body: values });
}

export function useCreateCommittee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommittee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: committeesListKey }),
  });
}
