import { describe, expect, it } from 'vitest';
import { daysInStage, overdueBefore } from '@server/domain/applications/clocks';
import { HOUR } from '@server-test/helpers/clock';

const calendar = { days: 3, working: false };
const working = { days: 3, working: true };

describe('stage clocks', () => {
  it('counts days after the one entered, weekdays only for working targets', () => {
    // Friday 17:00 to Monday 09:00.
    const friday = '2026-11-20T17:00:00.000Z';
    const monday = new Date('2026-11-23T09:00:00.000Z');
    expect(daysInStage(friday, monday, calendar)).toBe(3);
    expect(daysInStage(friday, monday, working)).toBe(1);
    expect(daysInStage(friday, monday, undefined)).toBe(3);
    // The same day is day 0; three weeks are 15 working days.
    expect(daysInStage(friday, new Date('2026-11-20T23:59:59.999Z'), working)).toBe(0);
    expect(daysInStage(friday, new Date('2026-12-11T12:00:00.000Z'), working)).toBe(15);
  });

  it('puts the overdue cut-off exactly where the count first exceeds the target', () => {
    // Every hour of a month of entries, against a clock on each day of a week: the SQL filter
    // (entered before the cut-off) and the row's flag (days > target) never disagree.
    for (const target of [calendar, working, { days: 0, working: true }]) {
      for (let day = 0; day < 7; day++) {
        const now = new Date(Date.parse('2026-12-14T10:30:00.000Z') + day * 24 * HOUR);
        const cutoff = overdueBefore(now, target);
        for (let hours = 0; hours < 31 * 24; hours++) {
          const entered = new Date(now.getTime() - hours * HOUR).toISOString();
          expect(entered < cutoff, `${entered} at ${now.toISOString()}`).toBe(
            daysInStage(entered, now, target) > target.days,
          );
        }
      }
    }
  });
});
