import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_ID, MAX_PAGE_SIZE } from './constants';
import { decimalNumber, plainText } from './fields';
import { messages } from './messages';

/** Query of every paginated list: `?page=2&per_page=25&search_term=...`. */
export const PageQuerySchema = z.object({
  page: decimalNumber(MAX_ID).default(1),
  per_page: decimalNumber(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search_term: plainText().trim().optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Body of every `POST /search-<things>` call. */
export const SearchSchema = z.object({
  search_term: plainText().trim().min(1, messages.required),
});
export type SearchInput = z.infer<typeof SearchSchema>;
