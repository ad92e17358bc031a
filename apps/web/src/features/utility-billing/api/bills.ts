import { queryOptions, useQuery } from '@tanstack/react-query';
import { utilityBillCalls } from '@portal/shared/utility-bills';
import { filterAddressing } from '@web/components/data-table/filter-address';
import { useFilteredList } from '@web/components/data-table/use-filtered-list';
import { http } from '@web/lib/http-client';

export const billQuery = (id: number) =>
  queryOptions({
    queryKey: ['utility-bills', 'record', id],
    queryFn: async ({ signal }) =>
      (await http.call(utilityBillCalls.bill, { params: { id }, signal })).data,
    // Payments and credit notes change what is left to pay.
    staleTime: 0,
  });

export const useBill = (id: number) => useQuery(billQuery(id));

/** A month's bills, drafts included for staff; the page is in the address. */
export const useBillsOfPeriod = (period: string) =>
  useFilteredList({
    call: utilityBillCalls.bills,
    addressing: filterAddressing([]),
    fixed: { period },
  });

/** Most bills a connection can have open at once, for the payment form's choice. */
const OPEN_BILLS_ASKED = '100';

/** A connection's bills still owing something, oldest first, as money settles them. */
export const useOpenBills = (connectionId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['utility-bills', 'open', connectionId],
    enabled,
    queryFn: async ({ signal }) => {
      const answer = await http.call(utilityBillCalls.bills, {
        query: { connection_id: String(connectionId), per_page: OPEN_BILLS_ASKED },
        signal,
      });
      return answer.data
        .filter((bill) => bill.status === 'issued' && bill.balance > 0)
        .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
    },
  });
