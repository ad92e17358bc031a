import { serviceList } from '@portal/shared/services';
import { pagedListKey } from '@web/components/data-table/use-paged-list';

/** Every page of the list, to load afresh after a write. */
export const servicesListKey = pagedListKey(serviceList.things);
