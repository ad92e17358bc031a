import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Call } from '@portal/shared/call';
import type { Paginated } from '@portal/shared/envelope';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import type { FilterAddressing, FilterText } from './filter-address';
import { pagedListKey } from './use-paged-list';

/** A list's call, as the shared package declares it: a query, and a page of rows back. */
export type ListCall<Row> = Call & {
  query: z.ZodType;
  params?: undefined;
  body?: undefined;
  answer: z.ZodType<Paginated<Row>>;
};

type FilteredListSource<Row, Key extends string> = {
  call: ListCall<Row>;
  addressing: FilterAddressing<Key>;
  /** Parameters every call of this screen sends and the address does not show ('to_evaluate'). */
  fixed?: Record<string, string>;
};

/** The word a list's pages are kept under, from its call's path: 'applications'. */
const listWordOf = (call: Pick<Call, 'path'>) => call.path.slice(1);

/**
 * The page and filters the address names, asked of the list's call: each move (Apply, Clear, a
 * page link) is a step in the browser's history.
 */
export function useFilteredList<Row, Key extends string>({
  call,
  addressing,
  fixed = {},
}: FilteredListSource<Row, Key>) {
  const [params, setParams] = useSearchParams();
  const address = addressing.addressOf(params);
  const query = Object.fromEntries(new URLSearchParams(addressing.queryOf(address)));
  Object.assign(query, fixed);
  const queryKey = [...pagedListKey(listWordOf(call)), new URLSearchParams(query).toString()];
  const answer = useQuery({
    queryKey,
    queryFn: ({ signal }): Promise<Paginated<Row>> => http.call(call, { query, signal }),
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
    queryKey,
  };
}
