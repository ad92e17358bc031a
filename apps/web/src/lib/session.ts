import './zod-config';
import { useSyncExternalStore } from 'react';
import { CurrentUserSchema, type CurrentUser } from '@portal/shared/current-user';
import {
  clearStoredSession,
  readStoredSession,
  subscribeToStoredSession,
  writeStoredSession,
} from './stored-session';

// Parsing is cached by the raw string so that useSyncExternalStore gets a stable snapshot.
let cachedRaw: string | null = null;
let cachedUser: CurrentUser | null = null;

function parse(raw: string | null): CurrentUser | null {
  if (raw === null) return null;
  try {
    const result = CurrentUserSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The signed-in user, or null when signed out or when the stored value is unreadable. */
export function getCurrentUser(): CurrentUser | null {
  const raw = readStoredSession();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  return cachedUser;
}

export function setCurrentUser(user: CurrentUser): void {
  writeStoredSession(JSON.stringify(user));
}

export const clearCurrentUser = clearStoredSession;
export const subscribeToCurrentUser = subscribeToStoredSession;

/** The signed-in user; components re-render on sign-in and sign-out, in this tab or another. */
export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribeToCurrentUser, getCurrentUser, () => null);
}
