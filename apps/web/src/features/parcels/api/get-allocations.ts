import { AllocationListAnswerSchema, type AllocationRecord } from '@portal/shared/parcels';
import { pagedListKey, type PagedListSource } from '../../../components/data-table/use-paged-list';

/** GET /parcel-allocations and POST /search-parcel-allocations, newest allocation date first. */
export const allocationsList: PagedListSource<AllocationRecord> = {
  things: 'parcel-allocations',
  schema: AllocationListAnswerSchema,
};

/** Every page of the list, to load afresh after a write. */
export const allocationsListKey = pagedListKey(allocationsList.things);
