import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paginated } from '@portal/shared/envelope';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { http } from '../../lib/http-client';
import { LIST_KEY_PART } from '../../lib/query-client';
import { notify } from '../../lib/toast';
import { linkAddressOf, listAddressOf, listPathOf, withListAddress } from './list-address';

/** A row of a back-office list: rows are told apart (and deleted) by their id. */
export type ListRow = { id: number };

/** A server list: `things` is the word of its paths (`GET /roles`, `POST /search-roles`). */
export type PagedListSource<Row extends ListRow> = {
  things: string;
  schema: z.ZodType<Paginated<Row>>;
};

export type PagedList<Row extends ListRow> = {
  /** The page on screen; the previous one stays while the next loads. */
  page: Paginated<Row> | undefined;
  /** The last load failed (the HTTP client said why). */
  isError: boolean;
  retry: () => void;
  /** Shows the page a pagination link points to. */
  follow: (url: string) => void;
  /** POST /search-<things>, toasting the server's message ("3 roles found."). */
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

/**
 * The page of a server list that the address names (`?page=&search_term=`, record 0026): each
 * move (a link, a search, clearing it) is a step in the browser's history.
 */
export function usePagedList<Row extends ListRow>({
  things,
  schema,
}: PagedListSource<Row>): PagedList<Row> {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const address = listAddressOf(params);
  const path = listPathOf(things, address);
  const queryKey = [...pagedListKey(things), path];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => http.get(path, { schema, signal }),
    placeholderData: keepPreviousData,
  });
  const show = (next: typeof address) => setParams((current) => withListAddress(current, next));

  const search = async (term: string) => {
    const answer = await http.post(`/search-${things}`, { search_term: term }, { schema });
    notify.success(answer.message);
    // The same rows as GET /<things>?search_term=, which is what the address now asks for.
    const found = { page: 1, term };
    queryClient.setQueryData([...pagedListKey(things), listPathOf(things, found)], answer);
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
