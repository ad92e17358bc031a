import { outboxList } from '@portal/shared/mail-outbox';
import { pagedListKey } from '@web/components/data-table/use-paged-list';

/** Every page of the list, to load afresh after a retry. */
export const outboxListKey = pagedListKey(outboxList.things);
