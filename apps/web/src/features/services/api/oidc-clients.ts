import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oidcClientCalls, type OidcClientInput } from '@portal/shared/oidc-clients';
import { http } from '@web/lib/http-client';

export const oidcClientsQuery = queryOptions({
  queryKey: ['oidc-clients'],
  queryFn: async ({ signal }) => (await http.call(oidcClientCalls.list, { signal })).data,
});

/** The OpenID Connect client of a service, if it has one. */
export function useOidcClientOf(serviceId: number) {
  return useQuery({
    ...oidcClientsQuery,
    select: (clients) => clients.find((client) => client.service_id === serviceId) ?? null,
  });
}

function useClientsChange<V, A>(change: (values: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // Not kept once shown: a new client's answer holds its secret.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oidcClientsQuery.queryKey }),
  });
}

export const useRegisterOidcClient = () =>
  useClientsChange((body: OidcClientInput) => http.call(oidcClientCalls.create, { body }));

export const useChangeOidcClient = () =>
  useClientsChange(({ id, body }: { id: number; body: OidcClientInput }) =>
    http.call(oidcClientCalls.update, { params: { id }, body }),
  );

export const useRemoveOidcClient = () =>
  useClientsChange((id: number) => http.call(oidcClientCalls.remove, { params: { id } }));
