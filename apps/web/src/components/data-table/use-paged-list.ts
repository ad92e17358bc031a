import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE } from '@portal/shared/constants';
import type { Paginated } from '@portal/shared/envelope';
import { useState } from 'react';
import type { z } from 'zod';
import { http } from '../../lib/http-client';
import { notify } from '../../lib/toast';

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
  clearSearch: () => void;
  /** Takes a deleted row off the page on screen (docs/product.md, "Screens and addresses"). */
  removeRow: (id: number) => void;
};

/**
 * A pagination link as a path under the API base: the server builds its links on APP_URL, whose
 * host may not be the one this page was loaded from (a proxy, 127.0.0.1 against localhost), and
 * the HTTP client sends the session only to the page's own origin.
 */
export function apiPathOf(url: string): string {
  const { pathname, search } = new URL(url, window.location.href);
  const path = pathname.startsWith(`${API_BASE}/`) ? pathname.slice(API_BASE.length) : pathname;
  return `${path}${search}`;
}

/** The query key of every page of a list: a feature invalidates it after a write. */
export const pagedListKey = (things: string) => [things, 'list'] as const;

type Shown = { path: string; term?: string };

/** Which page of a server list is on screen: the first, a followed link, or a search's. */
export function usePagedList<Row extends ListRow>({
  things,
  schema,
}: PagedListSource<Row>): PagedList<Row> {
  const queryClient = useQueryClient();
  const first: Shown = { path: `/${things}` };
  const [shown, setShown] = useState<Shown>(first);
  const queryKey = [...pagedListKey(things), shown.path];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => http.get(shown.path, { schema, signal }),
    placeholderData: keepPreviousData,
  });

  const search = async (term: string) => {
    const answer = await http.post(`/search-${things}`, { search_term: term }, { schema });
    notify.success(answer.message);
    // The same rows as GET /<things>?search_term=, which is what a later refresh asks for.
    const path = `/${things}?${new URLSearchParams({ search_term: term }).toString()}`;
    queryClient.setQueryData([...pagedListKey(things), path], answer);
    setShown({ path, term });
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
    follow: (url) => setShown((current) => ({ ...current, path: apiPathOf(url) })),
    search,
    searchTerm: shown.term,
    clearSearch: () => setShown(first),
    removeRow,
  };
}
