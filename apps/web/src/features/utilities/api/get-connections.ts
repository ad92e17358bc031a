import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { utilityConnectionCalls } from '@portal/shared/utility-connections';
import { http } from '@web/lib/http-client';
import { utilityKeys } from './keys';

/** Connections on a page of the overview: a tenant has a few; staff who see all page through. */
export const CONNECTIONS_PER_PAGE = 10;

/** The connections the caller holds (all of them for utilities.view_all), newest first. */
export function useConnections(page: number) {
  return useQuery({
    queryKey: utilityKeys.connections(page),
    queryFn: ({ signal }) =>
      http.call(utilityConnectionCalls.list, {
        query: { page: String(page), per_page: String(CONNECTIONS_PER_PAGE) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
