import type { CurrentUser } from '@portal/shared/current-user';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQuery } from '../features/profile/api/get-profile';
import { mustVerifyEmail } from '../lib/guards';
import { setCurrentUser } from '../lib/session';

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/**
 * Keeps the stored user's permissions as the server has them now (record 0029): a role changed
 * after sign-in reshapes the sidebar and guards on the next visit to the account area, without
 * signing anyone out. The server refuses what a stale copy would still offer.
 */
export function useFreshPermissions(user: CurrentUser): void {
  // An account that must verify first may not read its profile yet (its 403 would sign it out).
  const { data: profile } = useQuery({ ...profileQuery(user.id), enabled: !mustVerifyEmail(user) });
  useEffect(() => {
    if (profile && !sameKeys(profile.permissions, user.permissions)) {
      setCurrentUser({ ...user, permissions: profile.permissions });
    }
  }, [profile, user]);
}
