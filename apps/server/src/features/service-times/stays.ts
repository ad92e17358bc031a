import type { JourneyStage } from '@portal/shared/journeys';
import type { StageTarget } from '@portal/shared/service-times';

const DAY_MS = 86_400_000;

/** One change of an application's stage, as the history keeps it. */
export type StageChangeRow = {
  application_id: number;
  from_stage: JourneyStage | null;
  to_stage: JourneyStage;
  at: string;
};

/** Days from `start` to `end`, to the hour: weekdays (UTC) only when `working`. */
export function elapsedDays(start: number, end: number, working: boolean): number {
  if (!working) return (end - start) / DAY_MS;
  let weekdayMs = 0;
  for (let dayStart = Math.floor(start / DAY_MS) * DAY_MS; dayStart < end; dayStart += DAY_MS) {
    const weekday = new Date(dayStart).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    weekdayMs += Math.min(end, dayStart + DAY_MS) - Math.max(start, dayStart);
  }
  return weekdayMs / DAY_MS;
}

/**
 * The length in days of every stay in a stage that ended within [from, to]: a stay begins when an
 * application enters the stage and ends with its next change. `changes` are in the order they
 * happened, application by application.
 */
export function staysByStage(
  changes: StageChangeRow[],
  from: Date,
  to: Date,
  targets: Partial<Record<JourneyStage, StageTarget>>,
): Map<JourneyStage, number[]> {
  const stays = new Map<JourneyStage, number[]>();
  changes.forEach((change, index) => {
    const entered = changes[index - 1];
    if (entered?.application_id !== change.application_id) return;
    const stage = entered.to_stage;
    const end = Date.parse(change.at);
    if (end < from.getTime() || end > to.getTime()) return;
    const days = elapsedDays(Date.parse(entered.at), end, targets[stage]?.working ?? false);
    const kept = stays.get(stage);
    if (kept) kept.push(days);
    else stays.set(stage, [days]);
  });
  return stays;
}

/** The `p`-th quantile (0..1) by linear interpolation between the closest ranks, one decimal. */
export function quantile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  const value = sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
  return Math.round(value * 10) / 10;
}
