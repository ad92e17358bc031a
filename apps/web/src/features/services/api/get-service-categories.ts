import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceCalls } from '@portal/shared/services';
import { http } from '@web/lib/http-client';

/** The categories of the service form's select. */
export async function getServiceCategories(signal?: AbortSignal) {
  const answer = await http.call(serviceCalls.categories, { signal });
  return answer.data.service_categories;
}

export const serviceCategoriesQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'services'],
    queryFn: ({ signal }) => getServiceCategories(signal),
    // Seeded reference data (docs/product.md, "Records"): it changes with a release, not while a
    // form is open.
    staleTime: Infinity,
  });

/** A failure is toasted by the HTTP client; the select stays empty meanwhile. */
export function useServiceCategories() {
  return useQuery(serviceCategoriesQuery());
}
