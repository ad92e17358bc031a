import { filterAddressing } from '@web/components/data-table/filter-address';

/** The tariffs list's filters, in the address as the server names them. */
export const tariffAddressing = filterAddressing(['service', 'customer_class'] as const);

export type TariffFilterText = ReturnType<typeof tariffAddressing.filterOf>;
