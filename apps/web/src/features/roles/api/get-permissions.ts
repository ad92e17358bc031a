import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleCalls } from '@portal/shared/roles';
import { http } from '@web/lib/http-client';

/** Every permission a role can grant, in the catalogue's order. */
export async function getPermissionCatalogue(signal?: AbortSignal) {
  const answer = await http.call(roleCalls.permissions, { signal });
  return answer.data;
}

export const permissionCatalogueQuery = queryOptions({
  queryKey: ['permissions'],
  queryFn: ({ signal }) => getPermissionCatalogue(signal),
  // The catalogue only changes with a new release of the server (record 0029).
  staleTime: Infinity,
});

export function usePermissionCatalogue() {
  return useQuery(permissionCatalogueQuery);
}
