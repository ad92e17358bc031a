import { within } from '@testing-library/react';
import type { Paginated } from '@portal/shared/envelope';
import { pageKey } from '../components/data-table/use-paged-list';
import { createTestQueryClient } from './query-clients';

/** One page holding every row, as a list call answers a short list. */
export function onePage<Row>(things: string, data: Row[]): Paginated<Row> {
  return {
    status: 'success',
    message: '',
    data,
    links: [
      { url: null, label: '« Previous', active: false },
      { url: `http://portal.example/api/${things}?page=1`, label: '1', active: true },
      { url: null, label: 'Next »', active: false },
    ],
    current_page: 1,
    last_page: 1,
    per_page: 10,
    total: data.length,
    from: data.length ? 1 : null,
    to: data.length ? data.length : null,
  };
}

/**
 * A query client that already holds the first page of a list, so a list screen shows `data`
 * without a call (web tests reach no server).
 */
export function clientWithFirstPage<Row>(things: string, data: Row[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(pageKey(things, { page: 1, term: undefined }), onePage(things, data));
  return queryClient;
}

/** A table's column headers, in order, as the reader sees them. */
export function columnHeaders(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

/** A table's body rows, each to query within. */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row));
