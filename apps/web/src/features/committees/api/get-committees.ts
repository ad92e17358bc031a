import { committeeList } from '@portal/shared/committees';
import { pagedListKey } from '@web/components/data-table/use-paged-list';

/** Every page of the list, to load afresh after a write. */
export const committeesListKey = pagedListKey(committeeList.things);
