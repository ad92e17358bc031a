import { describe, expect, it } from 'vitest';
import {
  addYears,
  nairobiDay,
  quarterLastDay,
  quarterOf,
  quartersEndingBetween,
} from '@portal/shared/calendar';
import { quartersOfYear, yearEndsOn } from '@portal/shared/vendor-partnership-words';

describe('quarters and years as Nairobi counts them', () => {
  it('puts 23:59 on the last day of a quarter in that quarter, and midnight in the next', () => {
    // 23:59 in Nairobi on 31 December is 20:59 UTC; midnight is 21:00 UTC.
    expect(quarterOf(nairobiDay('2026-12-31T20:59:59.999Z'))).toBe('2026-Q4');
    expect(quarterOf(nairobiDay('2026-12-31T21:00:00.000Z'))).toBe('2027-Q1');
    expect(quarterOf(nairobiDay('2027-03-31T20:59:00.000Z'))).toBe('2027-Q1');
    expect(quarterOf(nairobiDay('2027-03-31T21:00:00.000Z'))).toBe('2027-Q2');
  });

  it("knows each quarter's last day, leap years included", () => {
    expect(['2028-Q1', '2028-Q2', '2028-Q3', '2028-Q4'].map(quarterLastDay)).toEqual([
      '2028-03-31',
      '2028-06-30',
      '2028-09-30',
      '2028-12-31',
    ]);
  });

  it('gives every partnership year exactly four quarters, whatever day it starts', () => {
    for (const start of ['2026-01-01', '2026-03-31', '2026-04-01', '2026-11-21', '2028-02-29']) {
      const quarters = quartersOfYear(start, yearEndsOn(start));
      expect(quarters, start).toHaveLength(4);
      expect(new Set(quarters).size).toBe(4);
    }
    expect(quartersOfYear('2026-11-21', yearEndsOn('2026-11-21'))).toEqual([
      '2026-Q4',
      '2027-Q1',
      '2027-Q2',
      '2027-Q3',
    ]);
    // A year that starts on a quarter's last day has that quarter as its first.
    expect(quartersEndingBetween('2026-03-31', '2027-03-30')).toEqual([
      '2026-Q1',
      '2026-Q2',
      '2026-Q3',
      '2026-Q4',
    ]);
  });

  it('ends a year on the day before the same date a year on; 29 February runs to 28 February', () => {
    expect(yearEndsOn('2026-11-21')).toBe('2027-11-20');
    expect(addYears('2028-02-29', 1)).toBe('2029-03-01');
    expect(yearEndsOn('2028-02-29')).toBe('2029-02-28');
  });
});
