import { apiKeyList } from '@portal/shared/api-keys';
import { pagedListKey } from '@web/components/data-table/use-paged-list';

/** Every page of the list, to load afresh after a write. */
export const apiKeysListKey = pagedListKey(apiKeyList.things);
