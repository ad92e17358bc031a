import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionCalls } from '@portal/shared/sessions';
import { http } from '@web/lib/http-client';

export const sessionsQuery = queryOptions({
  queryKey: ['sessions'],
  queryFn: async ({ signal }) => (await http.call(sessionCalls.list, { signal })).data,
});

/** The signed-in account's open sessions, this one marked. */
export function useSessions() {
  return useQuery(sessionsQuery);
}

function useSessionsChange<V>(change: (value: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

export const useEndSession = () =>
  useSessionsChange((id: number) => http.call(sessionCalls.end, { params: { id } }));

export const useEndOtherSessions = () =>
  useSessionsChange(() => http.call(sessionCalls.endOthers, {}));
