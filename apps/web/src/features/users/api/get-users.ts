import { userList } from '@portal/shared/users';
import { pagedListKey } from '@web/components/data-table/use-paged-list';

/** Every page of the list, to load afresh after a write. */
export const usersListKey = pagedListKey(userList.things);
