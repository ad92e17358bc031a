import { useSyncExternalStore } from 'react';

/** Number of requests in flight; the top progress bar shows while it is above zero. */
let count = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function startProgress(): void {
  count += 1;
  emit();
}

export function endProgress(): void {
  count = Math.max(0, count - 1);
  emit();
}

export function getProgressCount(): number {
  return count;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProgressCount(): number {
  return useSyncExternalStore(subscribe, getProgressCount, () => 0);
}
