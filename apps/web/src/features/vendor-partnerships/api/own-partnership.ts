import { useQuery } from '@tanstack/react-query';
import { partnershipCalls } from '@portal/shared/vendor-partnerships';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { http } from '@web/lib/http-client';
import { usePartnership } from './partnerships';

/**
 * The vendor's own partnership: a vendor has one, which the list answers first of what it may
 * see; then the partnership itself, for its next steps.
 */
export function useOwnPartnership() {
  const list = useQuery({
    queryKey: [...pagedListKey(partnershipCalls.list.path.slice(1)), 'own'],
    queryFn: ({ signal }) => http.call(partnershipCalls.list, { query: { per_page: '1' }, signal }),
  });
  const partnership = usePartnership(list.data?.data[0]?.id ?? 0);
  return {
    partnership: partnership.data,
    isError: list.isError || partnership.isError,
    retry: () => void (list.isError ? list.refetch() : partnership.refetch()),
  };
}
