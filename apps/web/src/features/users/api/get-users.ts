import { UserListAnswerSchema, type UserRecord } from '@portal/shared/users';
import { pagedListKey, type PagedListSource } from '../../../components/data-table/use-paged-list';

/** GET /users and POST /search-users. */
export const usersList: PagedListSource<UserRecord> = {
  things: 'users',
  schema: UserListAnswerSchema,
};

/** Every page of the list, to load afresh after a write. */
export const usersListKey = pagedListKey(usersList.things);
