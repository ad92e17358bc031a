import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '@portal/shared/call';
import { paymentCalls, type ReconciliationItem } from '@portal/shared/payments';
import { filterAddressing } from '@web/components/data-table/filter-address';
import { useFilteredList } from '@web/components/data-table/use-filtered-list';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { downloadFile } from '@web/lib/files';
import { ApiError, http } from '@web/lib/http-client';

export const reconciliationsListKey = pagedListKey('payments/reconciliations');

/** The days reconciled, newest first; only the page is in the address. */
export const useReconciliations = () =>
  useFilteredList({ call: paymentCalls.reconciliations, addressing: filterAddressing([]) });

export const reconciliationQuery = (id: number) =>
  queryOptions({
    queryKey: ['payments/reconciliations', 'record', id],
    queryFn: async ({ signal }) =>
      (await http.call(paymentCalls.reconciliation, { params: { id }, signal })).data,
    // Another officer may resolve a line meanwhile.
    staleTime: 0,
  });

export const useReconciliation = (id: number) => useQuery(reconciliationQuery(id));

/**
 * Resolves a difference with a note: a line resolved meanwhile is a 409. The day and its counts
 * load again after either, as the list of days does.
 */
export function useResolve(reconciliationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, note }: { item: ReconciliationItem; note: string }) =>
      http.call(paymentCalls.resolve, { params: { id: item.id }, body: { note } }),
    onSettled: (_answer, error) => {
      if (error && !(error instanceof ApiError && error.status === 409)) return;
      void queryClient.invalidateQueries({
        queryKey: reconciliationQuery(reconciliationId).queryKey,
      });
      void queryClient.invalidateQueries({ queryKey: reconciliationsListKey });
    },
  });
}

/** Saves the day's lines as CSV under the server's file name; a refusal was toasted. */
export async function saveReconciliationCsv(id: number, fallbackName: string): Promise<void> {
  try {
    await downloadFile(pathOf(paymentCalls.reconciliationCsv, { id }), fallbackName);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}
