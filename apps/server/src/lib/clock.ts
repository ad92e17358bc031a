/** Durations are written in milliseconds, as `Date` counts them. */
export const MINUTE = 60_000;

/** Where "now" comes from: the system clock, or a clock a test moves forward instead of sleeping. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** `now` plus `ms`, as the ISO text stored in the database. */
export function isoAfter(clock: Clock, ms: number): string {
  return new Date(clock.now().getTime() + ms).toISOString();
}
