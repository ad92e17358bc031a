import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chargeFor,
  NoTariffInForce,
  type ChargeRequest,
  type TariffTerms,
} from '@portal/shared/utility-charges';

/** Nairobi's domestic water blocks in KES a cubic metre (in cents), fixed and minimum nil. */
const nairobiDomestic: TariffTerms = {
  id: 1,
  reference: 'Gazette Notice 1234 of 2026',
  effective_from: '2026-01-01',
  fixed_charge: 0,
  minimum_charge: 0,
  sewerage_percent: 0,
  tax_category: 'exempt',
  blocks: [
    { from: 0, to: 6, rate: 45_00 },
    { from: 6, to: 20, rate: 67_00 },
    { from: 20, to: 50, rate: 70_00 },
    { from: 50, to: 100, rate: 81_00 },
    { from: 100, to: 300, rate: 81_00 },
    { from: 300, to: null, rate: 97_00 },
  ],
};

const november = { from: '2026-11-01', to: '2026-12-01', unit: 'm³', sewerage: false };

function charge(consumption: number, tariffs: TariffTerms[], more: Partial<ChargeRequest> = {}) {
  return chargeFor({ ...november, consumption, tariffs, ...more });
}

describe('the charge of a month of water', () => {
  it('charges 25 m³ on the domestic blocks 6 × 45 + 14 × 67 + 5 × 70 = KES 1,558', () => {
    const bill = charge(25, [nairobiDomestic]);
    expect(
      bill.lines.map(({ kind, units, rate, amount }) => ({ kind, units, rate, amount })),
    ).toEqual([
      { kind: 'block', units: 6, rate: 45_00, amount: 270_00 },
      { kind: 'block', units: 14, rate: 67_00, amount: 938_00 },
      { kind: 'block', units: 5, rate: 70_00, amount: 350_00 },
    ]);
    expect(bill.subtotal).toBe(1_558_00);
    expect(bill.total).toBe(1_558_00);
  });

  it('adds sewerage on 75 % of the volume through the same blocks, and 16 % tax on standard', () => {
    const bill = charge(
      25,
      [{ ...nairobiDomestic, sewerage_percent: 75, tax_category: 'standard' }],
      {
        sewerage: true,
      },
    );
    const sewerage = bill.lines.find((line) => line.kind === 'sewerage')!;
    // 18.75 m³: 6 × 45 + 12.75 × 67 = 1,124.25 KES.
    expect(sewerage.units).toBe(18.75);
    expect(sewerage.amount).toBe(1_124_25);
    expect(bill.subtotal).toBe(1_558_00 + 1_124_25);
    expect(bill.tax).toBe(Math.round((1_558_00 + 1_124_25) * 0.16));
  });

  it('raises a small use to the minimum charge, and adds the fixed charge', () => {
    const bill = charge(2, [{ ...nairobiDomestic, minimum_charge: 200_00, fixed_charge: 150_00 }]);
    expect(bill.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['block', 90_00],
      ['minimum', 110_00],
      ['fixed', 150_00],
    ]);
    expect(bill.total).toBe(200_00 + 150_00);
  });

  it('splits a month at a tariff change by days, the fixed charge and the blocks too', () => {
    const raised: TariffTerms = {
      ...nairobiDomestic,
      id: 2,
      reference: 'Gazette Notice 999 of 2026',
      effective_from: '2026-11-16',
      fixed_charge: 300_00,
      blocks: nairobiDomestic.blocks.map((block) => ({ ...block, rate: block.rate * 2 })),
    };
    const before = { ...nairobiDomestic, fixed_charge: 300_00 };
    const bill = charge(30, [raised, before]);
    // 15 days of 30 on each: 15 m³ each, blocks half their size.
    const fixed = bill.lines.filter((line) => line.kind === 'fixed');
    expect(fixed.map((line) => line.amount)).toEqual([150_00, 150_00]);
    const first = bill.lines.filter((line) => line.tariff_id === 1 && line.kind === 'block');
    expect(first.map((line) => [line.units, line.rate])).toEqual([
      [3, 45_00],
      [7, 67_00],
      [5, 70_00],
    ]);
    const second = bill.lines.filter((line) => line.tariff_id === 2 && line.kind === 'block');
    expect(second.map((line) => line.amount)).toEqual(first.map((line) => line.amount * 2));
    expect(bill.lines[0]!.label).toContain('Gazette Notice 1234 of 2026, 15 days');
  });

  it('refuses a period that begins before any version is in force', () => {
    expect(() => charge(5, [{ ...nairobiDomestic, effective_from: '2026-11-02' }])).toThrow(
      NoTariffInForce,
    );
  });

  it('prorates a part month: a connection opened on the 16th pays half the fixed charge', () => {
    const bill = charge(0, [{ ...nairobiDomestic, fixed_charge: 300_00 }], { from: '2026-11-16' });
    expect(bill.lines.map((line) => [line.kind, line.amount])).toEqual([['fixed', 150_00]]);
  });
});

const rate = fc.integer({ min: 0, max: 500_00 });
const tariffArbitrary = (effective_from: string, id: number) =>
  fc
    .record({
      widths: fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 0, maxLength: 5 }),
      rates: fc.array(rate, { minLength: 6, maxLength: 6 }),
      fixed_charge: fc.integer({ min: 0, max: 5_000_00 }),
      minimum_charge: fc.integer({ min: 0, max: 5_000_00 }),
      sewerage_percent: fc.integer({ min: 0, max: 100 }),
      tax_category: fc.constantFrom('standard' as const, 'exempt' as const, 'zero' as const),
    })
    .map(({ widths, rates, ...rest }): TariffTerms => {
      let from = 0;
      const blocks = widths.map((width, index) => {
        const block = { from, to: from + width, rate: rates[index]! };
        from += width;
        return block;
      });
      blocks.push({ from, to: null as unknown as number, rate: rates[5]! });
      return { ...rest, id, reference: `T${id}`, effective_from, blocks };
    });

const monthWithChange = fc.record({
  before: tariffArbitrary('2026-01-01', 1),
  after: tariffArbitrary('2026-11-11', 2),
  changes: fc.boolean(),
  sewerage: fc.boolean(),
});

describe('properties of the charge', () => {
  it('never falls as use rises, whatever the tariff and however the month is split', () => {
    fc.assert(
      fc.property(
        monthWithChange,
        fc.float({ min: 0, max: 5000, noNaN: true }),
        fc.float({ min: 0, max: 5000, noNaN: true }),
        ({ before, after, changes, sewerage }, a, b) => {
          const tariffs = changes ? [before, after] : [before];
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lower = charge(low, tariffs, { sewerage });
          const higher = charge(high, tariffs, { sewerage });
          expect(higher.subtotal).toBeGreaterThanOrEqual(lower.subtotal);
          expect(higher.tax).toBeGreaterThanOrEqual(lower.tax);
          expect(higher.total).toBeGreaterThanOrEqual(lower.total);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('has lines that add up to the total, and no negative line', () => {
    fc.assert(
      fc.property(monthWithChange, fc.float({ min: 0, max: 5000, noNaN: true }), (month, q) => {
        const tariffs = month.changes ? [month.before, month.after] : [month.before];
        const bill = charge(q, tariffs, { sewerage: month.sewerage });
        const sum = bill.lines.reduce((total, line) => total + line.amount, 0);
        expect(sum).toBe(bill.subtotal);
        expect(bill.subtotal + bill.tax).toBe(bill.total);
        for (const line of bill.lines) {
          expect(Number.isInteger(line.amount)).toBe(true);
          expect(line.amount).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('charges a split at an unchanged tariff as the whole month, within a cent a line', () => {
    fc.assert(
      fc.property(
        tariffArbitrary('2026-01-01', 1),
        fc.integer({ min: 0, max: 5000 }),
        (terms, q) => {
          const whole = charge(q, [terms], { sewerage: true });
          const split = charge(q, [terms, { ...terms, id: 2, effective_from: '2026-11-11' }], {
            sewerage: true,
          });
          expect(Math.abs(split.subtotal - whole.subtotal)).toBeLessThanOrEqual(split.lines.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
