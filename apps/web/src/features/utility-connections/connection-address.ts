import { filterAddressing } from '@web/components/data-table/filter-address';

/** The connections list's search and filters, in the address as the server names them. */
export const connectionAddressing = filterAddressing(['search_term', 'service', 'status'] as const);

export type ConnectionFilterText = ReturnType<typeof connectionAddressing.filterOf>;

/** A connection's readings: only their page is in the address; the connection is the page's. */
export const readingAddressing = filterAddressing([] as const);
