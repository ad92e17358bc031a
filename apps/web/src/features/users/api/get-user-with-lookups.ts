import { useUser } from './get-user';
import { useUserLookups } from './get-user-lookups';

/**
 * A user with the form lists, for the screens that change one (edit-user, account-status): the
 * parts of a query that `RecordLoader` reads, data once both have arrived.
 */
export function useUserWithLookups(id: number) {
  const user = useUser(id);
  const lookups = useUserLookups();
  return {
    data: user.data && lookups.data ? { user: user.data, lookups: lookups.data } : undefined,
    isError: user.isError || lookups.isError,
  };
}
