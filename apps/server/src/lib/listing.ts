import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import { API_BASE } from '@portal/shared/constants';
import type { Paginated } from '@portal/shared/envelope';
import { foundMessage, type listingCalls } from '@portal/shared/listing';
import type { PageQuery } from '@portal/shared/pagination';
import { declared } from './http/declared-route';
import { paginate } from './pagination';
import type { KeptTotal } from './row-counts';

type App = Parameters<FastifyPluginAsyncZod>[0];

export type ListingOptions<DB, TB extends keyof DB, R extends z.ZodType> = {
  /** The list's two calls, as `listingCalls` in the shared package declares them. */
  listing: ListingDeclaration<R>;
  tag: string;
  guard: onRequestAsyncHookHandler;
  /**
   * The ids of the list's own table, newest first, narrowed to `term` when there is one, and to
   * what the request's signed-in user may see.
   */
  ids: (
    term: string | undefined,
    request: FastifyRequest,
  ) => SelectQueryBuilder<DB, TB, { id: number }>;
  /** A page's records in full, newest first: a few queries a page, not one per row. */
  rows: (ids: number[]) => Promise<z.output<R>[]>;
  /** The unfiltered total where triggers keep it (`lib/row-counts.ts`), instead of a count. */
  total?: KeptTotal;
};

type ListingDeclaration<R extends z.ZodType> = ReturnType<typeof listingCalls<string, R>>;

/**
 * Serves a list's pages (`?search_term=` filters them) and its search: every back-office list
 * answers the same way, and a search's page links carry its term so that paging keeps the
 * filter. Links are built on APP_URL, never on the request's Host header.
 */
export function registerListing<DB, TB extends keyof DB, R extends z.ZodType>(
  app: App,
  options: ListingOptions<DB, TB, R>,
): void {
  const { listing, tag, guard, ids, rows, total } = options;
  const linkBase = `${app.deps.config.appUrl}${API_BASE}${listing.list.path}`;
  const pageOf = (query: PageQuery, request: FastifyRequest): Promise<Paginated<z.output<R>>> =>
    paginate(ids(query.search_term, request), rows, query, linkBase, total);

  app.route({
    ...declared(listing.list, { tag }),
    onRequest: guard,
    handler: async (request) => {
      const term = request.query.search_term || undefined;
      return pageOf({ ...request.query, search_term: term }, request);
    },
  });

  app.route({
    ...declared(listing.search, { tag }),
    onRequest: guard,
    config: { readsOnly: true },
    handler: async (request) => {
      const { search_term } = request.body;
      const page = await pageOf(
        { page: 1, per_page: request.query.per_page, search_term },
        request,
      );
      return { ...page, message: foundMessage(listing.noun, page.total) };
    },
  });
}
