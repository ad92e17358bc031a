import { vendorApplicationCalls } from '@portal/shared/vendor-applications';
import { useFilteredList } from '@web/components/data-table/use-filtered-list';
import { vendorQueueAddressing } from '../queue-address';

/** The vendor applications the viewer may see, overdue first (the server orders them). */
export const useVendorQueue = () =>
  useFilteredList({ call: vendorApplicationCalls.list, addressing: vendorQueueAddressing });
