import { utilityConnectionCalls } from '@portal/shared/utility-connections';
import { useFilteredList } from '@web/components/data-table/use-filtered-list';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { connectionAddressing } from '../connection-address';

/** Every page of the list, to load afresh after a write. */
export const connectionsListKey = pagedListKey('utility-connections');

/** The connections, newest first, narrowed by the search and filters in the address. */
export const useConnections = () =>
  useFilteredList({ call: utilityConnectionCalls.list, addressing: connectionAddressing });
