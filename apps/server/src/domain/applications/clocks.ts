import type { JourneyStage } from '@portal/shared/journeys';
import type { StageTarget } from '@portal/shared/service-times';

const DAY_MS = 86_400_000;

/** Midnight UTC of the day `at` falls on, in days since the epoch. */
const epochDay = (at: Date | string) => Math.floor(new Date(at).getTime() / DAY_MS);
/** 1 January 1970 was a Thursday: day 0 is weekday 4 (Sunday 0). */
const isWeekday = (day: number) => {
  const weekday = (day + 4) % 7;
  return weekday !== 0 && weekday !== 6;
};

/**
 * Days an application has been in its stage: the days after the one it entered it, up to and
 * including today (UTC), counting only Monday to Friday when the target is in working days
 * (docs/product.md, "Parcel allocation", Service targets).
 */
export function daysInStage(enteredAt: string, now: Date, target: StageTarget | undefined): number {
  const from = epochDay(enteredAt);
  const to = epochDay(now);
  const elapsed = Math.max(0, to - from);
  if (!target?.working) return elapsed;
  const weeks = Math.floor(elapsed / 7);
  let days = weeks * 5;
  for (let day = from + weeks * 7 + 1; day <= to; day++) if (isWeekday(day)) days++;
  return days;
}

/**
 * The instant before which an application entered its stage if it is overdue now: the list
 * compares `stage_entered_at` with it in SQL, so that filtering and ordering by overdue page in
 * the database. It is midnight of the day on which `daysInStage` first exceeds the target.
 */
export function overdueBefore(now: Date, target: StageTarget): string {
  let day = epochDay(now);
  let counted = 0;
  for (;;) {
    if (!target.working || isWeekday(day)) counted++;
    if (counted > target.days) return new Date(day * DAY_MS).toISOString();
    day--;
  }
}

/** What the lists and the application's page show of its clock. */
export function stageClock(
  application: { stage: JourneyStage; stage_entered_at: string },
  now: Date,
  targets: Partial<Record<JourneyStage, StageTarget>>,
) {
  const target = targets[application.stage];
  const days = daysInStage(application.stage_entered_at, now, target);
  return {
    days_in_stage: days,
    target_days: target?.days ?? null,
    overdue: target !== undefined && days > target.days,
  };
}
