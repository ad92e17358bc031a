import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};
const currentYear = () => new Date().getFullYear();

/**
 * This year. Pages prerendered at build time carry the build's year; hydration starts from that
 * value (no mismatch) and then shows the visitor's current year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribeNever, currentYear, () => __BUILD_YEAR__);
}
