import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { secondFactorCalls, type ResetSecondFactorsInput } from '@portal/shared/second-factors';
import { sessionCalls } from '@portal/shared/sessions';
import { http } from '@web/lib/http-client';

export const userSessionsQuery = (id: number) =>
  queryOptions({
    queryKey: ['users', id, 'sessions'],
    queryFn: async ({ signal }) =>
      (await http.call(sessionCalls.listOfUser, { params: { id }, signal })).data,
  });

/** A user's open sessions, as an administrator sees them. */
export function useUserSessions(id: number) {
  return useQuery(userSessionsQuery(id));
}

/** Ends every session of the user; the list follows. */
export function useEndUserSessions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.call(sessionCalls.endAllOfUser, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userSessionsQuery(id).queryKey }),
  });
}

/** Removes the user's second factors, saying how their identity was checked. */
export function useResetSecondFactors(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ResetSecondFactorsInput) =>
      http.call(secondFactorCalls.resetSecondFactors, { params: { id }, body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userSessionsQuery(id).queryKey }),
  });
}
