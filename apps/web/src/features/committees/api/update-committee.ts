import { useMutation, useQueryClient } from '@tanstack/react-query';
import { committeeCalls, type CommitteeUpdateSchema } from '@portal/shared/committees';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { committeeQuery } from './get-committee';
import { committeesListKey } from './get-committees';

export type CommitteeUpdateValues = z.output<typeof CommitteeUpdateSchema>;

/** The id travels in the path and in the body. */
export function updateCommittee(values: CommitteeUpdateValues) {
  return http.call(committeeCalls.update, { params: { id: values.id }, body: values });
}

export function useUpdateCommittee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommittee,
    // The answer is the committee with its members: the record is fresh, the list pages are not.
    onSuccess: (answer) => {
      queryClient.setQueryData(committeeQuery(answer.data.id).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: committeesListKey });
    },
  });
}
