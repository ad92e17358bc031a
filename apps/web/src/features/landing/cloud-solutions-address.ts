import { useSyncExternalStore } from 'react';
import type { ReviewStatus, SolutionCategory } from '@portal/shared/vendor-journey';
import { isReviewStatus, isSolutionCategory } from './cloud-solution-words';

/**
 * What the register shows, kept in the page's address (`?search_term=&status=&category=&page=`),
 * so that a search can be bookmarked, shared and gone back to. The page is prerendered with no
 * address of its own: it reads the address once hydrated, and a search the visitor sends before
 * then reloads it with the address a plain form gives.
 */
export type RegisterSearch = {
  search_term: string;
  status: ReviewStatus | '';
  category: SolutionCategory | '';
  page: number;
};

/** What the address asks, what it cannot mean left out: the server would refuse it. */
export function searchOf(address: string): RegisterSearch {
  const params = new URLSearchParams(address);
  const status = params.get('status') ?? '';
  const category = params.get('category') ?? '';
  const page = Number(params.get('page'));
  return {
    search_term: (params.get('search_term') ?? '').trim(),
    status: isReviewStatus(status) ? status : '',
    category: isSolutionCategory(category) ? category : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of `search`, its empty parts and the first page left out: '?status=approved'. */
export function addressOf(search: RegisterSearch): string {
  const params = new URLSearchParams();
  if (search.search_term) params.set('search_term', search.search_term);
  if (search.status) params.set('status', search.status);
  if (search.category) params.set('category', search.category);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The register's search in the address; null while hydrating, as the prerendered page has none. */
export function useRegisterSearch(): RegisterSearch | null {
  const address = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  );
  return address === null ? null : searchOf(address);
}

/** Shows `search`: a step in the browser's history, as a page of a list is. */
export function showRegisterSearch(search: RegisterSearch): void {
  window.history.pushState(null, '', `${window.location.pathname}${addressOf(search)}`);
  listeners.forEach((listener) => listener());
}
