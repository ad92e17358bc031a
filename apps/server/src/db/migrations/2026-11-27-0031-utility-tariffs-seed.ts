import type { Kysely } from 'kysely';

/**
 * The utility tariffs in force when billing begins (docs/product.md, "Utilities"), so that a new
 * portal has something to bill. A migration rather than a seed, as the parcel register is (record
 * 0016): it runs exactly once, so a version staff later delete does not come back on the next
 * start. The figures are illustrative: water on Nairobi's increasing blocks, electricity in kWh
 * blocks. Money is minor units (KES cents). Frozen like every migration.
 */

const EFFECTIVE_FROM = '2026-01-01';
const WATER_NOTICE = 'Gazette Notice No. 4321 of 2025';
const ELECTRICITY_NOTICE = 'Gazette Notice No. 4322 of 2025';

type Block = { from: number; to: number | null; rate: number };

/** Blocks from bounds and rates in shillings: [0, 6, 20] and [45, 67, 70] is 0–6, 6–20, 20 up. */
const blocks = (bounds: number[], shillings: number[]): Block[] =>
  bounds.map((from, index) => ({
    from,
    to: bounds[index + 1] ?? null,
    rate: shillings[index]! * 100,
  }));

const tariffs = [
  {
    service: 'water',
    customer_class: 'domestic',
    reference: WATER_NOTICE,
    fixed_charge: 0,
    // The first block's 6 m³: the least a month's water is charged.
    minimum_charge: 27_000,
    sewerage_percent: 75,
    tax_category: 'exempt',
    blocks: blocks([0, 6, 20, 50, 100, 300], [45, 67, 70, 81, 81, 97]),
  },
  {
    service: 'water',
    customer_class: 'commercial',
    reference: WATER_NOTICE,
    fixed_charge: 50_000,
    minimum_charge: 0,
    sewerage_percent: 75,
    tax_category: 'exempt',
    blocks: blocks([0, 50, 300], [75, 85, 97]),
  },
  {
    service: 'water',
    customer_class: 'industrial',
    reference: WATER_NOTICE,
    fixed_charge: 150_000,
    minimum_charge: 0,
    sewerage_percent: 75,
    tax_category: 'exempt',
    blocks: blocks([0, 300, 1000], [85, 90, 97]),
  },
  {
    service: 'electricity',
    customer_class: 'domestic',
    reference: ELECTRICITY_NOTICE,
    fixed_charge: 15_000,
    minimum_charge: 0,
    sewerage_percent: 0,
    tax_category: 'standard',
    blocks: blocks([0, 30, 100], [12, 16, 20]),
  },
  {
    service: 'electricity',
    customer_class: 'commercial',
    reference: ELECTRICITY_NOTICE,
    fixed_charge: 50_000,
    minimum_charge: 0,
    sewerage_percent: 0,
    tax_category: 'standard',
    blocks: blocks([0, 30, 100], [15, 17, 19]),
  },
  {
    service: 'electricity',
    customer_class: 'industrial',
    reference: ELECTRICITY_NOTICE,
    fixed_charge: 250_000,
    minimum_charge: 0,
    sewerage_percent: 0,
    tax_category: 'standard',
    blocks: blocks([0, 30, 100], [14, 15, 16]),
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('utility_tariffs')
    .values(
      tariffs.map((tariff) => ({
        ...tariff,
        effective_from: EFFECTIVE_FROM,
        blocks: JSON.stringify(tariff.blocks),
      })),
    )
    .execute();
}

/** Takes back the seeded versions that have charged nothing: a billed one is kept as it is. */
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('utility_tariffs')
    .where('effective_from', '=', EFFECTIVE_FROM)
    .where('reference', 'in', [WATER_NOTICE, ELECTRICITY_NOTICE])
    .where('id', 'not in', db.selectFrom('utility_bill_tariffs').select('tariff_id'))
    .execute();
}
