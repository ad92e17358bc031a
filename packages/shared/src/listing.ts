import type { z } from 'zod';
import { defineCall } from './call';
import { paginatedSchema } from './envelope';
import { PageQuerySchema, SearchSchema } from './pagination';

/**
 * A back-office list's two calls (docs/product.md, "Screens and addresses"): its pages, newest
 * first (`GET /roles?page=&per_page=&search_term=`), and a search that answers the first page of
 * what it finds with a message counting it (`POST /search-roles`, '3 roles found.'). Every list
 * answers the same way, so one declaration makes both calls of each.
 */
export function listingCalls<const Things extends string, Row extends z.ZodType>(
  things: Things,
  /** The words of the search's message, one and many: '1 role found.', '3 roles found.' */
  noun: { one: string; many: string },
  row: Row,
) {
  const answer = paginatedSchema(row);
  return {
    things,
    noun,
    list: defineCall({
      method: 'GET',
      path: `/${things}`,
      summary: `List ${noun.many}, newest first`,
      query: PageQuerySchema,
      answer,
      refusals: [401, 403, 422],
    }),
    search: defineCall({
      method: 'POST',
      path: `/search-${things}`,
      summary: `Search ${noun.many} (case-insensitive); the answer's links keep the term`,
      query: PageQuerySchema.pick({ per_page: true }),
      body: SearchSchema,
      answer,
      refusals: [401, 403, 422],
    }),
  };
}

export type ListingCalls = ReturnType<typeof listingCalls<string, z.ZodType>>;

/** The message of a search that found `total` rows: '1 role found.', '3 roles found.' */
export const foundMessage = (noun: { one: string; many: string }, total: number) =>
  `${total} ${total === 1 ? noun.one : noun.many} found.`;
