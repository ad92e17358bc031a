import { useMutation, useQueryClient } from '@tanstack/react-query';
import { utilityConnectionCalls, type ConnectionInput } from '@portal/shared/utility-connections';
import { http } from '@web/lib/http-client';
import { savedConnection } from './saved-connection';

/** A parcel with an open connection of the service is refused (409); 422 carries fields. */
export function createConnection(values: ConnectionInput) {
  return http.call(utilityConnectionCalls.create, { body: values });
}

export function useCreateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConnection,
    onSuccess: (answer) => savedConnection(queryClient, answer.data),
  });
}
