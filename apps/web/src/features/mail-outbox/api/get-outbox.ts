import { outboxList } from '@portal/shared/mail-outbox';
import { pagedListKey } from '../../../components/data-table/use-paged-list';

/** Every page of the list, to load afresh after a retry. */
export const outboxListKey = pagedListKey(outboxList.things);
