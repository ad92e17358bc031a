import { useQueries } from '@tanstack/react-query';
import { http } from '@web/lib/http-client';
import type { ListCall } from './use-filtered-list';
import { pagedListKey } from './use-paged-list';

/** A list's filters as its address and its call take them. */
export type ListFilter = Record<string, string>;

/**
 * How many rows of `call`'s list each filter lets through: the total of a one-row page. Kept under
 * the list's key, so that a step that changes the list counts them afresh.
 */
export function useListCounts<Row>(call: ListCall<Row>, filters: ListFilter[]) {
  return useQueries({
    queries: filters.map((filter) => ({
      queryKey: [
        ...pagedListKey(call.path.slice(1)),
        'count',
        new URLSearchParams(filter).toString(),
      ],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        http.call(call, { query: { ...filter, per_page: '1' }, signal }),
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
