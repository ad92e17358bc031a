import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { utilityBillCalls } from '@portal/shared/utility-bills';
import { http } from '@web/lib/http-client';
import { utilityKeys } from './keys';

export type StatementRange = { from: string; to: string };

/** A connection's statement between two days (Nairobi's), both included. */
export function useStatement(connectionId: number, { from, to }: StatementRange) {
  return useQuery({
    queryKey: utilityKeys.statement(connectionId, from, to),
    queryFn: async ({ signal }) =>
      (
        await http.call(utilityBillCalls.statement, {
          params: { id: connectionId },
          query: { from, to },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
