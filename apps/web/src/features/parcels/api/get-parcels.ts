import { ParcelListAnswerSchema, type ParcelRecord } from '@portal/shared/parcels';
import { pagedListKey, type PagedListSource } from '../../../components/data-table/use-paged-list';

/** GET /parcels and POST /search-parcels. */
export const parcelsList: PagedListSource<ParcelRecord> = {
  things: 'parcels',
  schema: ParcelListAnswerSchema,
};

/** Every page of the list, to load afresh after a write. */
export const parcelsListKey = pagedListKey(parcelsList.things);
