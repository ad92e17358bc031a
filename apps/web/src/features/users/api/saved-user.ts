import type { QueryClient } from '@tanstack/react-query';
import type { UserRecord } from '@portal/shared/users';
import { userQuery } from './get-user';
import { usersListKey } from './get-users';

/** After a write that answers the saved user: the record is fresh, the list pages are not. */
export function keepSavedUser(queryClient: QueryClient, user: UserRecord) {
  queryClient.setQueryData(userQuery(user.id).queryKey, user);
  return queryClient.invalidateQueries({ queryKey: usersListKey });
}
