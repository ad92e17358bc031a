import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { utilityReadingCalls } from '@portal/shared/utility-readings';
import { http } from '@web/lib/http-client';
import { utilityKeys } from './keys';

export const READINGS_PER_PAGE = 10;

/** A page of a connection's readings, latest first. */
export function useReadings(connectionId: number, page: number) {
  return useQuery({
    queryKey: utilityKeys.readings(connectionId, page),
    queryFn: ({ signal }) =>
      http.call(utilityReadingCalls.list, {
        query: {
          connection_id: String(connectionId),
          page: String(page),
          per_page: String(READINGS_PER_PAGE),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
