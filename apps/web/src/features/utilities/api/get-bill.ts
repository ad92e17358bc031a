import { useQuery } from '@tanstack/react-query';
import { utilityBillCalls } from '@portal/shared/utility-bills';
import { http } from '@web/lib/http-client';
import { utilityKeys } from './keys';

/** One bill, line by line; another holder's is a 404, toasted by the HTTP client. */
export function useBill(id: number) {
  return useQuery({
    queryKey: utilityKeys.bill(id),
    queryFn: async ({ signal }) =>
      (await http.call(utilityBillCalls.bill, { params: { id }, signal })).data,
  });
}
