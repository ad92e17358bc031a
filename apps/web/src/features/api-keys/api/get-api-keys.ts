import { ApiKeyListAnswerSchema, type ApiKeyRecord } from '@portal/shared/api-keys';
import { pagedListKey, type PagedListSource } from '../../../components/data-table/use-paged-list';

/** GET /apis and POST /search-apis: the user's own keys, or every key for an administrator. */
export const apiKeysList: PagedListSource<ApiKeyRecord> = {
  things: 'apis',
  schema: ApiKeyListAnswerSchema,
};

/** Every page of the list, to load afresh after a write. */
export const apiKeysListKey = pagedListKey(apiKeysList.things);
