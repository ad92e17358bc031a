/**
 * Which page of a list is on screen, kept in the address as `?page=&search_term=` so that reload,
 * Back and a shared link show the same page (record 0026).
 */
export type ListAddress = { page: number; term: string | undefined };

const PAGE = 'page';
const TERM = 'search_term';

/** The list state in `params`; a missing or nonsense page is the first. */
export function listAddressOf(params: URLSearchParams): ListAddress {
  const page = Number(params.get(PAGE));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    term: params.get(TERM) || undefined,
  };
}

/** The query of `address`, the first page and an absent term left out: '?page=2&search_term=a'. */
function queryOf({ page, term }: ListAddress): string {
  const params = new URLSearchParams();
  if (page > 1) params.set(PAGE, String(page));
  if (term !== undefined) params.set(TERM, term);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** `params` with the list state of `address` in it, other parameters kept. */
export function withListAddress(params: URLSearchParams, address: ListAddress): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAGE);
  next.delete(TERM);
  new URLSearchParams(queryOf(address)).forEach((value, key) => next.append(key, value));
  return next;
}

/**
 * The list state a server pagination link points to. Only its query counts: the link is built on
 * APP_URL, whose host may not be the one this page was loaded from.
 */
export const linkAddressOf = (url: string): ListAddress =>
  listAddressOf(new URL(url, 'http://link.invalid').searchParams);
