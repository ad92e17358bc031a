import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommitteeAnswerSchema, type CommitteeUpdateSchema } from '@portal/shared/committees';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { committeeQuery } from './get-committee';
import { committeesListKey } from './get-committees';

export type CommitteeUpdateValues = z.output<typeof CommitteeUpdateSchema>;

/** PUT /committees/{id}: the id travels in the body too. */
export function updateCommittee(values: CommitteeUpdateValues) {
  return http.put(`/committees/${values.id}`, values, { schema: CommitteeAnswerSchema });
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
