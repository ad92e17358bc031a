import { filterAddressing } from '@web/components/data-table/filter-address';

/** The queue's search and filters, in the address with the server's parameter names. */
export const queueAddressing = filterAddressing([
  'search_term',
  'stage',
  'committee_id',
  'overdue',
] as const);

export type QueueFilterText = ReturnType<typeof queueAddressing.filterOf>;
