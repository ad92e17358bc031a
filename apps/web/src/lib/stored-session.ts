import { CURRENT_USER_STORAGE_KEY } from '@portal/shared/constants';

/**
 * The raw `currentUser` entry of local storage and its change notifications, without parsing it.
 * The public pages only need to know whether someone may be signed in (to load the signed-in
 * header on demand), so they use this and never download the schema library; `session.ts`
 * validates the entry for everything else.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function readStoredSession(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_USER_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy mode, sandboxed frame): behave as signed out.
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function writeStoredSession(value: string): void {
  window.localStorage.setItem(CURRENT_USER_STORAGE_KEY, value);
  notify();
}

export function clearStoredSession(): void {
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

export function subscribeToStoredSession(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
