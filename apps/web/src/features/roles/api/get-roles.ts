import { roleList } from '@portal/shared/roles';
import { pagedListKey } from '@web/components/data-table/use-paged-list';

/** Every page of the roles list, to load afresh after a write. */
export const rolesListKey = pagedListKey(roleList.things);
