import { vendorCallList } from '@portal/shared/vendor-calls';
import { pagedListKey } from '@web/components/data-table/use-paged-list';

/** Every page of the list, to load afresh after a write. */
export const vendorCallsListKey = pagedListKey(vendorCallList.things);
