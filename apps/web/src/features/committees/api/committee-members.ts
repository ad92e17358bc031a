import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  committeeCalls,
  type CommitteeAnswerSchema,
  type CommitteeMemberInputSchema,
} from '@portal/shared/committees';
import type { z } from 'zod';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { http } from '@web/lib/http-client';
import { committeeQuery } from './get-committee';

export type CommitteeMemberValues = z.output<typeof CommitteeMemberInputSchema>;

// A seat shows on the user's record too: the users lists load afresh.
const usersListKey = pagedListKey('users');

/** The committee's two member calls, each answering the committee with its members now. */
export function useCommitteeMembers(committeeId: number) {
  const queryClient = useQueryClient();
  const onSuccess = (answer: z.output<typeof CommitteeAnswerSchema>) => {
    queryClient.setQueryData(committeeQuery(committeeId).queryKey, answer.data);
    return queryClient.invalidateQueries({ queryKey: usersListKey });
  };
  return {
    /** Seats the account with the email given, in the committee role given. */
    add: useMutation({
      mutationFn: (values: CommitteeMemberValues) =>
        http.call(committeeCalls.addMember, { params: { id: committeeId }, body: values }),
      onSuccess,
    }),
    /** Takes the user off the committee. */
    remove: async (userId: number) => {
      const answer = await http.call(committeeCalls.removeMember, {
        params: { id: committeeId, user_id: userId },
      });
      await onSuccess(answer);
      return answer;
    },
  };
}
