import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paginated } from '@portal/shared/envelope';
import type { listingCalls } from '@portal/shared/listing';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { LIST_KEY_PART } from '@web/lib/query-client';
import { notify } from '@web/lib/toast';
import { linkAddressOf, listAddressOf, withListAddress, type ListAddress } from './list-address';

/** A row of a back-office list: rows are told apart (and deleted) by their id. */
export type ListRow = { id: number };

/** A server list: its two calls as the shared package declares them (`listingCalls`). */
export type PagedListSource<Row extends ListRow> = ReturnType<
  typeof listingCalls<string, z.ZodType<Row>>
>;

export type PagedList<Row extends ListRow> = {
  /** The page on screen; the previous one stays while the next loads. */
  page: Paginated<Row> | undefined;
  /** The last load failed (the HTTP client said why). */
  isError: boolean;
  retry: () => void;
  /** Shows the page a pagination link points to. */
  follow: (url: string) => void;
  /** Searches the list, toasting the server's message ("3 roles found."). */
  search: (term: string) => Promise<void>;
  /** The term of the search on screen, if any: its page links keep it. */
  searchTerm: string | undefined;
  /** Back to the whole list, on its first page. */
  clearSearch: () => void;
  /** Takes a deleted row off the page on screen (docs/product.md, "Screens and addresses"). */
  removeRow: (id: number) => void;
};

/**
 * The query key of every page of a list: a feature invalidates it after a write, and the query
 * client keeps every such query live (record 0044).
 */
export const pagedListKey = (things: string) => [things, LIST_KEY_PART] as const;

/** The query key of one page of a list. */
export const pageKey = (things: string, { page, term }: ListAddress) =>
  [...pagedListKey(things), page, term ?? null] as const;

/** The list call's query for a page: the first page and an absent term left out. */
const queryOf = ({ page, term }: ListAddress) => ({
  ...(page > 1 ? { page: String(page) } : {}),
  ...(term === undefined ? {} : { search_term: term }),
});

/**
 * The page of a server list that the address names (`?page=&search_term=`, record 0026): each
 * move (a link, a search, clearing it) is a step in the browser's history.
 */
export function usePagedList<Row extends ListRow>(listing: PagedListSource<Row>): PagedList<Row> {
  const { things } = listing;
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const address = listAddressOf(params);
  const queryKey = pageKey(things, address);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }): Promise<Paginated<Row>> =>
      http.call(listing.list, { query: queryOf(address), signal }),
    placeholderData: keepPreviousData,
  });
  // Each move of the list (a search asked, a page link followed, the search cleared) counts, so
  // that a search's answer knows whether the user has moved since.
  const lastMove = useRef(0);
  const show = (next: typeof address) => {
    lastMove.current += 1;
    setParams((current) => withListAddress(current, next));
  };
  const shownAt = useShownPath();

  const search = async (term: string) => {
    const asked = ++lastMove.current;
    const askedAt = shownAt.current;
    const answer: Paginated<Row> = await http.call(listing.search, {
      body: { search_term: term },
    });
    // The user moved on while the search ran (Clear, a page, a row's link, another screen): this
    // answer is no longer what they asked for, and must not take them back.
    if (asked !== lastMove.current || shownAt.current !== askedAt) return;
    notify.success(answer.message);
    // The same rows as the list's first page with this term, which the address now asks for.
    const found = { page: 1, term };
    queryClient.setQueryData(pageKey(things, found), answer);
    show(found);
  };

  const removeRow = (id: number) => {
    queryClient.setQueryData<Paginated<Row>>(queryKey, (page) => {
      if (!page) return page;
      const data = page.data.filter((row) => row.id !== id);
      const removed = page.data.length - data.length;
      const to = page.to === null || data.length === 0 ? null : page.to - removed;
      return { ...page, data, total: page.total - removed, to };
    });
    // Later pages moved up by a row: load them afresh when shown, not now.
    void queryClient.invalidateQueries({ queryKey: pagedListKey(things), refetchType: 'none' });
  };

  return {
    page: query.data,
    isError: query.isError,
    retry: () => void query.refetch(),
    follow: (url) => show(linkAddressOf(url)),
    search,
    searchTerm: address.term,
    clearSearch: () => show({ page: 1, term: undefined }),
    removeRow,
  };
}

/** The path this list is shown at, or null once it is not shown at all. */
function useShownPath() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(pathname);
  useEffect(() => {
    shown.current = pathname;
    return () => {
      shown.current = null;
    };
  }, [pathname]);
  return shown;
}
