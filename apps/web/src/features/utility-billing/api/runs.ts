import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { utilityBillCalls } from '@portal/shared/utility-bills';
import { filterAddressing } from '@web/components/data-table/filter-address';
import { useFilteredList } from '@web/components/data-table/use-filtered-list';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { http } from '@web/lib/http-client';

/** Every page of the runs and of the bills: a run computed or issued changes both. */
export const runsListKey = pagedListKey('utility-billing-runs');
export const billsListKey = pagedListKey('utility-bills');

/** The runs, newest month first; only the page is in the address. */
export const useRuns = () =>
  useFilteredList({ call: utilityBillCalls.runs, addressing: filterAddressing([]) });

export const runQuery = (id: number) =>
  queryOptions({
    queryKey: ['utility-billing-runs', 'record', id],
    queryFn: async ({ signal }) =>
      (await http.call(utilityBillCalls.run, { params: { id }, signal })).data,
    // Flagged readings are reviewed elsewhere, and another clerk may run or issue the month.
    staleTime: 0,
  });

export const useRun = (id: number) => useQuery(runQuery(id));

/**
 * Computes a month's drafts, again while a draft: 422 for a month not over (under the field),
 * 409 for an issued month, a busy run or an earlier draft (toasted). The answer is the run's
 * record.
 */
export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: string) => http.call(utilityBillCalls.startRun, { body: { period } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(runQuery(answer.data.id).queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: runsListKey });
      void queryClient.invalidateQueries({ queryKey: billsListKey });
    },
  });
}

/** Issues every draft of a run at once; 409 when issued already or a tariff changed since. */
export function useIssueRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.call(utilityBillCalls.issueRun, { params: { id } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(runQuery(answer.data.id).queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: runsListKey });
      void queryClient.invalidateQueries({ queryKey: billsListKey });
    },
  });
}
