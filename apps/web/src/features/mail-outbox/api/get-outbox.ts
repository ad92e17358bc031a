import { OutboxMailListAnswerSchema, type OutboxMail } from '@portal/shared/mail-outbox';
import { pagedListKey, type PagedListSource } from '../../../components/data-table/use-paged-list';

/** GET /mail-outbox (undelivered mail) and POST /search-mail-outbox (every mail kept). */
export const outboxList: PagedListSource<OutboxMail> = {
  things: 'mail-outbox',
  schema: OutboxMailListAnswerSchema,
};

/** Every page of the list, to load afresh after a retry. */
export const outboxListKey = pagedListKey(outboxList.things);
