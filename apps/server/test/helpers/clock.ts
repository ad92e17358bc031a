import type { Clock } from '@server/lib/clock';

/** A clock that only moves when the test says so: expiry without sleeping. */
export function manualClock(start = '2026-11-21T09:00:00.000Z') {
  let nowMs = Date.parse(start);
  return {
    now: () => new Date(nowMs),
    advance(ms: number) {
      nowMs += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
