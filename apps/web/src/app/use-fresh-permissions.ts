import type { CurrentUser } from '@portal/shared/current-user';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { profileQuery } from '../features/profile/api/get-profile';
import { mustVerifyEmail } from '../lib/guards';
import { liveQueryOptions } from '../lib/query-client';
import { setCurrentUser } from '../lib/session';

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/**
 * Keeps the stored user's role as the server has it now (records 0029, 0044): the profile is
 * asked again on focus and every 30 s, and a role changed since sign-in reshapes the sidebar and
 * the guards of the open screen at once, without signing anyone out. The server refuses what a
 * stale copy would still offer.
 */
export function useFreshPermissions(user: CurrentUser): void {
  // An account that must verify first may not read its profile yet (its 403 would sign it out).
  const { data: profile } = useQuery({
    ...profileQuery(user.id),
    ...liveQueryOptions,
    enabled: !mustVerifyEmail(user),
  });
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!profile) return;
    if (sameKeys(profile.permissions, user.permissions) && profile.user_role === user.user_role) {
      return;
    }
    setCurrentUser({ ...user, permissions: profile.permissions, user_role: profile.user_role });
    // The guards run in the route loaders: a screen the role no longer opens is left at once.
    void revalidate();
  }, [profile, user, revalidate]);
}
