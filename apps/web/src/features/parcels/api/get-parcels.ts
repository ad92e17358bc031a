import { parcelList } from '@portal/shared/parcels';
import { pagedListKey } from '@web/components/data-table/use-paged-list';

/** Every page of the list, to load afresh after a write. */
export const parcelsListKey = pagedListKey(parcelList.things);
