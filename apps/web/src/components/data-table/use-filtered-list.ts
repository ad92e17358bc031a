import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@portal/shared/envelope';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { http } from '../../lib/http-client';
import type { FilterAddressing, FilterText } from './filter-address';
import { pagedListKey } from './use-paged-list';

type FilteredListSource<Row, Key extends string> = {
  /** The word of the list's path: GET /<things>. */
  things: string;
  schema: z.ZodType<Paginated<Row>>;
  addressing: FilterAddressing<Key>;
  /** Parameters every call of this screen sends and the address does not show ('to_evaluate'). */
  fixed?: Record<string, string>;
};

/**
 * GET /<things> for the page and filters the address names: each move (Apply, Clear, a page
 * link) is a step in the browser's history.
 */
export function useFilteredList<Row, Key extends string>({
  things,
  schema,
  addressing,
  fixed = {},
}: FilteredListSource<Row, Key>) {
  const [params, setParams] = useSearchParams();
  const address = addressing.addressOf(params);
  const query = new URLSearchParams(addressing.queryOf(address));
  Object.entries(fixed).forEach(([key, value]) => query.set(key, value));
  const path = `/${things}${query.size ? `?${query.toString()}` : ''}`;
  const answer = useQuery({
    queryKey: [...pagedListKey(things), path],
    queryFn: ({ signal }) => http.get(path, { schema, signal }),
    placeholderData: keepPreviousData,
  });
  // The address holds the screen's state and nothing else.
  const show = (next: typeof address) => setParams(new URLSearchParams(addressing.queryOf(next)));
  return {
    page: answer.data,
    isError: answer.isError,
    error: answer.error,
    retry: () => void answer.refetch(),
    follow: (url: string) => show(addressing.followedAddress(address, url)),
    filter: address.filter,
    /** Shows the first page of the rows `filter` lets through. */
    apply: (filter: FilterText<Key>) => show({ page: 1, filter }),
    /** The query key of the page on screen, for a write that changes one of its rows. */
    queryKey: [...pagedListKey(things), path],
  };
}
