import { useSyncExternalStore } from 'react';
import { readStoredSession, subscribeToStoredSession } from './stored-session';

/** Whether anything is stored; false while hydrating pages prerendered for signed-out visitors. */
export function useHasStoredSession(): boolean {
  return useSyncExternalStore(
    subscribeToStoredSession,
    () => readStoredSession() !== null,
    () => false,
  );
}
