import { useMutation, useQueryClient } from '@tanstack/react-query';
import { utilityConnectionCalls, type ConnectionUpdate } from '@portal/shared/utility-connections';
import { http } from '@web/lib/http-client';
import { savedConnection } from './saved-connection';

/** A closed connection is refused (409), its message toasted by the HTTP client. */
export function updateConnection({ id, ...values }: ConnectionUpdate & { id: number }) {
  return http.call(utilityConnectionCalls.update, { params: { id }, body: values });
}

export function useUpdateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConnection,
    onSuccess: (answer) => savedConnection(queryClient, answer.data),
  });
}
