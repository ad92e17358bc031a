import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { utilityBillCalls } from '@portal/shared/utility-bills';
import { http } from '@web/lib/http-client';
import { utilityKeys } from './keys';

/** The months the overview's chart covers: a year of issued bills. */
export const CHART_MONTHS = 12;

/** A page of a connection's issued bills, newest first. */
export function useBills(connectionId: number, { page = 1, perPage = CHART_MONTHS } = {}) {
  return useQuery({
    queryKey: utilityKeys.bills(connectionId, page, perPage),
    queryFn: ({ signal }) =>
      http.call(utilityBillCalls.bills, {
        query: {
          connection_id: String(connectionId),
          page: String(page),
          per_page: String(perPage),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
