import { CommitteeListAnswerSchema, type CommitteeRecord } from '@portal/shared/committees';
import { pagedListKey, type PagedListSource } from '../../../components/data-table/use-paged-list';

/** GET /committees and POST /search-committees. */
export const committeesList: PagedListSource<CommitteeRecord> = {
  things: 'committees',
  schema: CommitteeListAnswerSchema,
};

/** Every page of the list, to load afresh after a write. */
export const committeesListKey = pagedListKey(committeesList.things);
