import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import { API_BASE } from '@portal/shared/constants';
import { paginatedSchema, type Paginated } from '@portal/shared/envelope';
import { PageQuerySchema, SearchSchema, type PageQuery } from '@portal/shared/pagination';
import { bearerSecurity } from './http/api-security';
import { errorResponses } from './envelope';
import { paginate } from './pagination';
import type { KeptTotal } from './row-counts';

type App = Parameters<FastifyPluginAsyncZod>[0];

export type ListingOptions<DB, TB extends keyof DB, Row> = {
  /** Path word: 'roles' serves GET /roles and POST /search-roles. */
  things: string;
  /** The noun of the search message, one and many: '1 role found.', '3 roles found.' */
  noun: { one: string; many: string };
  tag: string;
  row: z.ZodType<Row>;
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
  rows: (ids: number[]) => Promise<Row[]>;
  /** The unfiltered total where triggers keep it (`lib/row-counts.ts`), instead of a count. */
  total?: KeptTotal;
};

/**
 * GET /<things> (paginated; `?search_term=` filters) and POST /search-<things> {search_term}:
 * every back-office list answers the same way, and a search's page links carry its term so that
 * paging keeps the filter. Links are built on APP_URL, never on the request's Host header.
 */
export function registerListing<DB, TB extends keyof DB, Row>(
  app: App,
  options: ListingOptions<DB, TB, Row>,
): void {
  const { things, noun, tag, row, guard, ids, rows, total } = options;
  const linkBase = `${app.deps.config.appUrl}${API_BASE}/${things}`;
  const pageOf = (query: PageQuery, request: FastifyRequest): Promise<Paginated<Row>> =>
    paginate(ids(query.search_term, request), rows, query, linkBase, total);
  const answer = { 200: paginatedSchema(row), ...errorResponses(401, 403, 422) };

  app.get(
    `/${things}`,
    {
      onRequest: guard,
      schema: {
        tags: [tag],
        summary: `List ${noun.many}, newest first`,
        security: bearerSecurity,
        querystring: PageQuerySchema,
        response: answer,
      },
    },
    async (request) => {
      const term = request.query.search_term || undefined;
      return pageOf({ ...request.query, search_term: term }, request);
    },
  );

  app.post(
    `/search-${things}`,
    {
      onRequest: guard,
      config: { readsOnly: true },
      schema: {
        tags: [tag],
        summary: `Search ${noun.many} (case-insensitive); the answer's links keep the term`,
        security: bearerSecurity,
        querystring: PageQuerySchema.pick({ per_page: true }),
        body: SearchSchema,
        response: answer,
      },
    },
    async (request) => {
      const { search_term } = request.body;
      const page = await pageOf(
        { page: 1, per_page: request.query.per_page, search_term },
        request,
      );
      const word = page.total === 1 ? noun.one : noun.many;
      return { ...page, message: `${page.total} ${word} found.` };
    },
  );
}
