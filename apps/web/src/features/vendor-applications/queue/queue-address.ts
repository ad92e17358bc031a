import { filterAddressing } from '@web/components/data-table/filter-address';

/** The vendor queue's search and filters, in the address with the server's parameter names. */
export const vendorQueueAddressing = filterAddressing([
  'search_term',
  'stage',
  'call_id',
  'overdue',
  'to_evaluate',
] as const);

export type VendorQueueFilterText = ReturnType<typeof vendorQueueAddressing.filterOf>;
