import { useSyncExternalStore } from 'react';
import { CURRENT_USER_STORAGE_KEY } from '@portal/shared/constants';
import { CurrentUserSchema, type CurrentUser } from '@portal/shared/current-user';

type Listener = () => void;

const listeners = new Set<Listener>();
// Parsing is cached by the raw string so that useSyncExternalStore gets a stable snapshot.
let cachedRaw: string | null = null;
let cachedUser: CurrentUser | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_USER_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy mode, sandboxed frame): behave as signed out.
    return null;
  }
}

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
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  return cachedUser;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setCurrentUser(user: CurrentUser): void {
  window.localStorage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(user));
  notify();
}

export function clearCurrentUser(): void {
  try {
    window.localStorage.removeItem(CURRENT_USER_STORAGE_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
  notify();
}

function onStorage(event: StorageEvent): void {
  // Another tab signed in or out: `key` is null when that tab cleared all storage.
  if (event.key === CURRENT_USER_STORAGE_KEY || event.key === null) notify();
}

export function subscribeToCurrentUser(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user; components re-render on sign-in and sign-out, in this tab or another. */
export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribeToCurrentUser, getCurrentUser, () => null);
}
