import { queryOptions, useQuery } from '@tanstack/react-query';
import { PermissionCatalogueAnswerSchema } from '@portal/shared/permissions';
import { http } from '../../../lib/http-client';

/** GET /permissions: every permission a role can grant, in the catalogue's order. */
export async function getPermissionCatalogue(signal?: AbortSignal) {
  const answer = await http.get('/permissions', {
    schema: PermissionCatalogueAnswerSchema,
    signal,
  });
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
