import { queryOptions, useQuery } from '@tanstack/react-query';
import { utilityTariffCalls } from '@portal/shared/utility-tariffs';
import { http } from '@web/lib/http-client';

/** One version; a missing one (404) is toasted by the HTTP client. */
export async function getUtilityTariff(id: number, signal?: AbortSignal) {
  const answer = await http.call(utilityTariffCalls.show, { params: { id }, signal });
  return answer.data;
}

export const utilityTariffQuery = (id: number) =>
  queryOptions({
    queryKey: ['utility-tariffs', 'record', id],
    queryFn: ({ signal }) => getUtilityTariff(id, signal),
    // Whether it is in force follows the clock, and whether it has billed the billing runs.
    staleTime: 0,
  });

export function useUtilityTariff(id: number) {
  return useQuery(utilityTariffQuery(id));
}
