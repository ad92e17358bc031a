import { useQuery } from '@tanstack/react-query';
import { utilityBillCalls } from '@portal/shared/utility-bills';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { http } from '@web/lib/http-client';

/** Money past due: a list, kept live as the others (record 0044). */
export const arrearsKey = pagedListKey('utility-arrears');

export const useArrears = (enabled = true) =>
  useQuery({
    queryKey: arrearsKey,
    enabled,
    queryFn: async ({ signal }) => (await http.call(utilityBillCalls.arrears, { signal })).data,
  });
