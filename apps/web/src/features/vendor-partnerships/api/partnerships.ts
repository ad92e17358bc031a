import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnershipCalls, type Partnership } from '@portal/shared/vendor-partnerships';
import { filterAddressing } from '@web/components/data-table/filter-address';
import { useFilteredList } from '@web/components/data-table/use-filtered-list';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { http } from '@web/lib/http-client';

/** Every page of the list: a step on any partnership may move it up or down. */
export const partnershipsListKey = pagedListKey('vendor-partnerships');

/** The list's filters, in the address as the server names them. */
export const partnershipAddressing = filterAddressing([
  'search_term',
  'status',
  'attention',
  'waiting',
] as const);
export type PartnershipFilterText = ReturnType<typeof partnershipAddressing.filterOf>;

/** The partnerships the caller may see, those needing attention first, as the address filters them. */
export const usePartnerships = () =>
  useFilteredList({ call: partnershipCalls.list, addressing: partnershipAddressing });

export const partnershipQuery = (id: number) =>
  queryOptions({
    queryKey: ['vendor-partnerships', 'record', id],
    queryFn: async ({ signal }) =>
      (await http.call(partnershipCalls.show, { params: { id }, signal })).data,
    // The clock moves it on (reviews opened, returns and findings falling due) and so do others.
    staleTime: 0,
  });

/** Partnership `id`; nothing is asked before the id is known (a review names its partnership). */
export const usePartnership = (id: number) =>
  useQuery({ ...partnershipQuery(id), enabled: id > 0 });

/**
 * After a step on partnership `id`: its page and the list read afresh, or, when the step answers
 * the whole partnership, that answer kept as it is.
 */
export function usePartnershipChanged(id: number) {
  const queryClient = useQueryClient();
  return (answered?: Partnership) => {
    if (answered) queryClient.setQueryData(partnershipQuery(id).queryKey, answered);
    else void queryClient.invalidateQueries({ queryKey: partnershipQuery(id).queryKey });
    // A review is read afresh whenever its page opens (its staleness is 0), and the page sets its
    // own answer after each of its steps: it is not asked for again here.
    void queryClient.invalidateQueries({ queryKey: partnershipsListKey });
  };
}
