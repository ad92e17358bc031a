import { useQueries } from '@tanstack/react-query';
import {
  vendorApplicationCalls,
  type VendorApplicationQuery,
} from '@portal/shared/vendor-applications';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { http } from '@web/lib/http-client';

export type VendorFilter = Omit<VendorApplicationQuery, 'page' | 'per_page'>;

/**
 * How many vendor applications each filter lets through: the total of a one-row page of the
 * queue. Kept under the queue's key, so that a step loads them afresh.
 */
export function useVendorCounts(filters: VendorFilter[]) {
  return useQueries({
    queries: filters.map((filter) => ({
      queryKey: [
        ...pagedListKey(vendorApplicationCalls.list.path.slice(1)),
        'count',
        new URLSearchParams(filter as Record<string, string>).toString(),
      ],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        http.call(vendorApplicationCalls.list, { query: { ...filter, per_page: '1' }, signal }),
      select: (answer: { total: number }) => answer.total,
    })),
    combine: (results) => ({
      /** Undefined until every count has come. */
      counts: results.every((result) => result.data !== undefined)
        ? results.map((result) => result.data ?? 0)
        : undefined,
      isError: results.some((result) => result.isError),
      retry: () => results.forEach((result) => void result.refetch()),
    }),
  });
}
