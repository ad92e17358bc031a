import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@portal/shared/envelope';
import { useSearchParams } from 'react-router';
import { http } from '@web/lib/http-client';
import { linkAddressOf, listAddressOf } from './list-address';
import type { ListCall } from './use-filtered-list';

type StatusListSource<Row, Status extends string> = {
  /** The list's call: it takes `status` and `page`. */
  call: ListCall<Row>;
  /** The key every page of the list is kept under, which its writes invalidate. */
  listKey: readonly unknown[];
  statuses: readonly Status[];
  /** The status the list opens on, the work to do; the address leaves it out. */
  opening: NoInfer<Status>;
};

/**
 * A list shown one status at a time, or every status ('all'): the address (`?status=&page=`)
 * says which, so reload and Back keep it. The server lists every status when asked none, so the
 * opening view asks for its status by name.
 */
export function useStatusList<Row, const Status extends string>({
  call,
  listKey,
  statuses,
  opening,
}: StatusListSource<Row, Status>) {
  type View = Status | 'all';
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const view: View =
    status === 'all' || statuses.includes(status as Status) ? (status as View) : opening;
  const { page } = listAddressOf(params);
  const query = {
    ...(page > 1 ? { page: String(page) } : {}),
    ...(view === 'all' ? {} : { status: view }),
  };
  const answer = useQuery({
    queryKey: [...listKey, view, page],
    queryFn: ({ signal }): Promise<Paginated<Row>> => http.call(call, { query, signal }),
    placeholderData: keepPreviousData,
  });
  /** Shows page `nextPage` of the rows in view `next`: a step in the browser's history. */
  const show = (next: View, nextPage = 1) => {
    const address = new URLSearchParams();
    if (nextPage > 1) address.set('page', String(nextPage));
    if (next !== opening) address.set('status', next);
    setParams(address);
  };
  return {
    view,
    show,
    page: answer.data,
    isError: answer.isError,
    error: answer.error,
    retry: () => void answer.refetch(),
    follow: (url: string) => show(view, linkAddressOf(url).page),
  };
}
