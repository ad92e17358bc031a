/**
 * The tariff arithmetic of a utility bill (docs/product.md, "Utilities"; record 0055), in one pure
 * function: the server bills with it, the public tariffs page and the tests read it. Money is
 * integer minor units; units and rates may be fractions on the way, and each line is rounded once.
 */

export const TAX_CATEGORIES = ['standard', 'exempt', 'zero'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];
/** Basis points of each tax category: 16 % VAT on standard-rated supplies. */
export const TAX_RATE_BPS: Record<TaxCategory, number> = { standard: 1600, exempt: 0, zero: 0 };

/** A block of a tariff: units from `from` up to `to` (half-open; `to` null on the last block). */
export interface TariffBlock {
  from: number;
  to: number | null;
  /** Minor units per unit. */
  rate: number;
}

/** What the arithmetic needs of one version of a tariff. */
export interface TariffTerms {
  id?: number;
  reference: string;
  /** 'YYYY-MM-DD': the first day it is in force. */
  effective_from: string;
  /** Minor units a month. */
  fixed_charge: number;
  /** Minor units a month: the least the consumption is charged. */
  minimum_charge: number;
  /** The share of the water volume charged again for sewerage, 0 to 100. */
  sewerage_percent: number;
  tax_category: TaxCategory;
  blocks: TariffBlock[];
}

export const CHARGE_LINE_KINDS = ['block', 'minimum', 'sewerage', 'fixed'] as const;
export type ChargeLineKind = (typeof CHARGE_LINE_KINDS)[number];

export interface ChargeLine {
  kind: ChargeLineKind;
  /** What the tenant reads: 'Block 2 (6 to 20 m³)', with the tariff's reference on a split. */
  label: string;
  /** Units charged, rounded to 3 decimals; null where the line is not units times a rate. */
  units: number | null;
  /** Minor units per unit; null where the line is not units times a rate. */
  rate: number | null;
  /** Rounded once, half away from zero. */
  amount: number;
  /** The tariff version the line was charged on. */
  tariff_id: number | null;
  /** Before rounding: what tax is computed from. */
  exact: number;
  tax_bps: number;
}

export interface Charge {
  lines: ChargeLine[];
  /** The lines' amounts added up. */
  subtotal: number;
  /** Computed line by line from the unrounded amounts, and rounded once. */
  tax: number;
  /** The tax before its rounding: a correction of this charge adds its difference. */
  taxExact: number;
  total: number;
}

export interface ChargeRequest {
  /** The days charged, 'YYYY-MM-DD', `to` excluded: at most one calendar month. */
  from: string;
  to: string;
  /** Units used over those days (may be a fraction after a correction shares a total). */
  consumption: number;
  /** Whether the connection pays sewerage on its water. */
  sewerage: boolean;
  /** Every version of the connection's tariff (its service and class), in any order. */
  tariffs: readonly TariffTerms[];
  /** Units' symbol for the labels: 'm³' or 'kWh'. */
  unit: string;
}

export class NoTariffInForce extends Error {
  constructor(readonly day: string) {
    super(`No tariff is in force on ${day}.`);
  }
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Days in the calendar month of `day` ('YYYY-MM-DD'). */
export function daysInMonth(day: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Half away from zero, so that a credit mirrors the charge it undoes; float noise ignored. */
export function roundMinor(value: number): number {
  const magnitude = Math.floor(Math.abs(value) + 0.5 + 1e-9);
  return magnitude === 0 ? 0 : Math.sign(value) * magnitude;
}

const threeDecimals = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The charge of `q` units on `blocks` whose bounds are scaled by `share` (a part of a month has a
 * part of each block): the sum over blocks of min(max(q − from, 0), to − from) × rate.
 */
function blockParts(blocks: readonly TariffBlock[], q: number, share: number) {
  return blocks.map((block) => {
    const from = block.from * share;
    const to = block.to === null ? Infinity : block.to * share;
    const units = Math.min(Math.max(q - from, 0), to - from);
    return { block, units, exact: units * block.rate };
  });
}

/** The versions in force over [from, to), each with the days it covers. */
function segmentsOf(request: ChargeRequest) {
  const versions = [...request.tariffs].sort((a, b) =>
    a.effective_from.localeCompare(b.effective_from),
  );
  const start = dayNumber(request.from);
  const end = dayNumber(request.to);
  const inForce = versions.filter((version) => version.effective_from <= request.from).at(-1);
  if (!inForce) throw new NoTariffInForce(request.from);
  const changes = versions.filter(
    (version) => version.effective_from > request.from && version.effective_from < request.to,
  );
  const starts = [inForce, ...changes];
  return starts.map((terms, index) => {
    const from = index === 0 ? start : dayNumber(terms.effective_from);
    const next = starts[index + 1];
    const to = next ? dayNumber(next.effective_from) : end;
    return { terms, days: to - from };
  });
}

function blockLabel(block: TariffBlock, unit: string): string {
  return block.to === null ? `Over ${block.from} ${unit}` : `${block.from} to ${block.to} ${unit}`;
}

/**
 * The lines, tax and total of `consumption` units over the days asked, on the tariff versions in
 * force on those days. A period that spans a change is split at it by days: each part takes its
 * share of the units, of the fixed charge, of the minimum and of every block's size. A part's
 * block charge below its minimum is raised to it by a `minimum` line. Sewerage charges its
 * percentage of the water volume through the same blocks.
 */
export function chargeFor(request: ChargeRequest): Charge {
  const totalDays = dayNumber(request.to) - dayNumber(request.from);
  if (totalDays <= 0) throw new RangeError('A charge needs at least one day.');
  const monthDays = daysInMonth(request.from);
  const segments = segmentsOf(request);
  const split = segments.length > 1;
  const lines: ChargeLine[] = [];

  for (const { terms, days } of segments) {
    const share = days / monthDays;
    const q = (request.consumption * days) / totalDays;
    const tax_bps = TAX_RATE_BPS[terms.tax_category];
    const tariff_id = terms.id ?? null;
    const suffix = split ? ` (${terms.reference}, ${days} days)` : '';
    const line = (
      kind: ChargeLineKind,
      label: string,
      exact: number,
      units: number | null,
      rate: number | null,
      amount = roundMinor(exact),
    ): ChargeLine => ({
      kind,
      label: `${label}${suffix}`,
      units: units === null ? null : threeDecimals(units),
      rate,
      amount,
      tariff_id,
      exact,
      tax_bps,
    });

    const parts = blockParts(terms.blocks, q, share);
    let blocksExact = 0;
    let blocksRounded = 0;
    parts.forEach(({ block, units, exact }, index) => {
      if (units <= 0) return;
      const charged = line(
        'block',
        `Block ${index + 1}: ${blockLabel(block, request.unit)}`,
        exact,
        units,
        block.rate,
      );
      lines.push(charged);
      blocksExact += exact;
      blocksRounded += charged.amount;
    });

    const minimumExact = terms.minimum_charge * share;
    if (minimumExact > blocksExact) {
      // Rounded so that blocks and minimum add up to the minimum rounded once: a rise in use
      // never lowers the sum by a cent of rounding.
      const amount = roundMinor(minimumExact) - blocksRounded;
      lines.push(line('minimum', 'Minimum charge', minimumExact - blocksExact, null, null, amount));
    }

    if (request.sewerage && terms.sewerage_percent > 0) {
      const volume = (q * terms.sewerage_percent) / 100;
      const exact = blockParts(terms.blocks, volume, share).reduce(
        (sum, part) => sum + part.exact,
        0,
      );
      if (exact > 0) {
        lines.push(
          line(
            'sewerage',
            `Sewerage on ${terms.sewerage_percent} % of the water volume`,
            exact,
            volume,
            null,
          ),
        );
      }
    }

    if (terms.fixed_charge > 0) {
      const exact = terms.fixed_charge * share;
      lines.push(
        line(
          'fixed',
          `Fixed charge, ${days} of ${monthDays} days`,
          exact,
          share,
          terms.fixed_charge,
        ),
      );
    }
  }

  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const taxExact = lines.reduce((sum, line) => sum + (line.exact * line.tax_bps) / 10_000, 0);
  const tax = roundMinor(taxExact);
  return { lines, subtotal, tax, taxExact, total: subtotal + tax };
}
