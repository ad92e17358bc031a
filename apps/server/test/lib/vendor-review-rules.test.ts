import { describe, expect, it } from 'vitest';
import { reviewTotalOf, standingOf, suggestedTargetPoints } from '@portal/shared/vendor-reviews';

const nothing = { customers_won: [], revenue: 0, leads: [], activities_done: [] };
const won = (customers: number, revenue: number) => ({
  ...nothing,
  customers_won: Array.from({ length: customers }, (_, i) => `Customer ${i + 1}`),
  revenue,
});

describe("a quarterly review's standing and suggested points", () => {
  it('totals the mean of the scorecards to two places, a half rounded up, in whole tenths', () => {
    expect(reviewTotalOf([100])).toBe(100);
    expect(reviewTotalOf([69.9, 70])).toBe(69.95);
    expect(reviewTotalOf([70, 69.9, 69.9])).toBe(69.93);
    // 273.3 / 4 is 68.325: a sum of binary fractions lands under the half and says 68.32.
    expect(reviewTotalOf([53.6, 43, 99.8, 76.9])).toBe(68.33);
    expect(reviewTotalOf([49.9, 50.1])).toBe(50);
    expect(standingOf(reviewTotalOf([49.9, 50.1]))).toBe('needs_improvement');
  });

  it('bands every total from 0 to 100 with no gap, 100 included', () => {
    expect([0, 49.99, 50, 69.99, 70, 99.99, 100].map(standingOf)).toEqual([
      'at_risk',
      'at_risk',
      'needs_improvement',
      'needs_improvement',
      'on_track',
      'on_track',
      'on_track',
    ]);
  });

  it('suggests 8 of 10 for meeting the targets, in proportion below, and 10 a quarter above', () => {
    const targets = { customers: 4, revenue: 1_000_000 };
    expect(suggestedTargetPoints(targets, won(4, 1_000_000))).toBe(8);
    expect(suggestedTargetPoints(targets, won(2, 500_000))).toBe(4);
    expect(suggestedTargetPoints(targets, won(5, 1_250_000))).toBe(10);
    expect(suggestedTargetPoints(targets, won(40, 10_000_000))).toBe(10);
    // Revenue alone counts where no customers were targeted.
    expect(suggestedTargetPoints({ customers: 0, revenue: 1_000_000 }, won(0, 500_000))).toBe(4);
  });

  it('gives a quarter with nothing done 0, even against targets of nothing', () => {
    expect(suggestedTargetPoints({ customers: 0, revenue: 0 }, nothing)).toBe(0);
    expect(suggestedTargetPoints(null, null)).toBe(0);
    // Activity with no targets to measure it by meets them.
    expect(suggestedTargetPoints(null, { ...nothing, activities_done: ['Roadshow'] })).toBe(8);
  });
});
