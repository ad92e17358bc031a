import type { Kysely } from 'kysely';

/**
 * The authority's parcel register as first published (decision record 0016): 350 parcels in three
 * phases of the master plan, a quarter of them allocated. A migration rather than a seed, so it
 * runs exactly once: parcels that an administrator later deletes do not come back on the next
 * start. Generated from a fixed seed, so that every database (and both engines) holds the same
 * register. Frozen like every migration: change the register with a new one.
 */

type ZonePlan = {
  zone: string;
  /** Land uses with their weights within the zone. */
  uses: [string, number][];
  acres: [number, number];
  minFloors: [number, number];
  maxFloors: [number, number];
};

const plans: Record<string, ZonePlan> = {
  cbd: {
    zone: 'Central Business District',
    uses: [
      ['Commercial', 6],
      ['Mixed Use', 3],
      ['Civic and Open Space', 1],
    ],
    acres: [0.5, 3],
    minFloors: [4, 8],
    maxFloors: [12, 30],
  },
  university: {
    zone: 'University District',
    uses: [
      ['Institutional', 7],
      ['Residential', 2],
      ['Civic and Open Space', 1],
    ],
    acres: [2, 20],
    minFloors: [1, 3],
    maxFloors: [4, 8],
  },
  science: {
    zone: 'Science and Technology Park',
    uses: [
      ['Commercial', 4],
      ['Light Industrial', 3],
      ['Institutional', 2],
      ['Utilities', 1],
    ],
    acres: [1, 8],
    minFloors: [1, 2],
    maxFloors: [4, 10],
  },
  north: {
    zone: 'Residential North',
    uses: [
      ['Residential', 17],
      ['Civic and Open Space', 2],
      ['Commercial', 1],
    ],
    acres: [0.25, 2],
    minFloors: [1, 2],
    maxFloors: [3, 12],
  },
  south: {
    zone: 'Residential South',
    uses: [
      ['Residential', 17],
      ['Civic and Open Space', 2],
      ['Commercial', 1],
    ],
    acres: [0.25, 2],
    minFloors: [1, 2],
    maxFloors: [3, 12],
  },
  corridor: {
    zone: 'Mixed-Use Corridor',
    uses: [
      ['Mixed Use', 7],
      ['Commercial', 2],
      ['Residential', 1],
    ],
    acres: [0.5, 3],
    minFloors: [2, 4],
    maxFloors: [8, 16],
  },
  industry: {
    zone: 'Light Industry Park',
    uses: [
      ['Light Industrial', 4],
      ['Utilities', 1],
    ],
    acres: [2, 15],
    minFloors: [1, 1],
    maxFloors: [2, 4],
  },
};

/** Each phase: its parcels' zones, in runs of numbers. */
const phases: [phase: number, runs: [plan: string, count: number][]][] = [
  [
    1,
    [
      ['cbd', 50],
      ['science', 40],
      ['north', 40],
      ['corridor', 20],
    ],
  ],
  [
    2,
    [
      ['university', 40],
      ['south', 50],
      ['corridor', 30],
    ],
  ],
  [
    3,
    [
      ['industry', 40],
      ['south', 20],
      ['science', 20],
    ],
  ],
];

/** The share of each phase's parcels allocated, then reserved. */
const allocatedShare: Record<number, number> = { 1: 0.45, 2: 0.15, 3: 0.05 };
const reservedShare = 0.1;

const allottees = [
  'Savannah Data Centres Ltd',
  'Athi River Logistics Ltd',
  'Kilima Fibre Networks Ltd',
  'Machakos County Government',
  'Nyika Software Labs Ltd',
  'Amani Housing Cooperative',
  'Tana Solar Power Ltd',
  'Jua Kali Makers Trust',
  'Pwani Medical Centre',
  'Baraka Hotels and Resorts Ltd',
  'Mlima Engineering Ltd',
  'Upendo Schools Trust',
  'Rift Valley Agritech Ltd',
  'Kasarani Cloud Services Ltd',
  'Simba Semiconductors Ltd',
  'Zawadi Mixed Developments Ltd',
  'Maji Safi Water Company',
  'East African Research Institute',
  'Mwangaza Retail Ltd',
  'Imara Steel Fabricators Ltd',
  'Konde Residential Estates Ltd',
  'Chui Biotech Ltd',
  'Nairobi Technical University',
  'Shamba Foods Processing Ltd',
  'Kijani Parks Trust',
  'Safari Mobility Ltd',
];

/**
 * Lease terms open to each land use (docs/product.md, "Constants": 21 short-term; 60 or 90
 * long-term).
 */
const leaseTerms: Record<string, number[]> = {
  Commercial: [60, 90],
  'Mixed Use': [60, 90],
  Residential: [90],
  Institutional: [90],
  'Light Industrial': [21, 60],
  Utilities: [21, 60],
  'Civic and Open Space': [90],
};

/** mulberry32: a small deterministic generator, so the register is the same everywhere. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (low: number, high: number) => low + next() * (high - low);
  const whole = ([low, high]: [number, number]) => Math.floor(between(low, high + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const weighted = (items: [string, number][]) => {
    let left = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) if ((left -= weight) < 0) return item;
    return items[items.length - 1]![0];
  };
  return { next, between, whole, pick, weighted };
}

const FIRST_DAY = Date.UTC(2019, 2, 1);
const LAST_DAY = Date.UTC(2026, 9, 31);
const DAY = 86_400_000;

export function parcelRegister() {
  const random = generator(20190301);
  const parcels: Record<string, unknown>[] = [];
  const allocations: Record<string, unknown>[] = [];
  for (const [phase, runs] of phases) {
    let serial = 0;
    for (const [planName, count] of runs) {
      const plan = plans[planName]!;
      for (let i = 0; i < count; i++) {
        const number = `TC-P${phase}-${String(++serial).padStart(4, '0')}`;
        const land_use = random.weighted(plan.uses);
        const min_floors = random.whole(plan.minFloors);
        const roll = random.next();
        const allocated = roll < allocatedShare[phase]!;
        parcels.push({
          number,
          acre: random.between(...plan.acres).toFixed(2),
          min_floors,
          max_floors: Math.max(min_floors, random.whole(plan.maxFloors)),
          land_use,
          zone: plan.zone,
          status:
            !allocated && roll < allocatedShare[phase]! + reservedShare ? 'Reserved' : 'Available',
        });
        if (allocated) {
          const day = FIRST_DAY + Math.floor(random.next() * ((LAST_DAY - FIRST_DAY) / DAY)) * DAY;
          allocations.push({
            number,
            allocated_to: random.pick(allottees),
            allocated_at: new Date(day).toISOString().slice(0, 10),
            lease_term_years: random.pick(leaseTerms[land_use]!),
          });
        }
      }
    }
  }
  return { parcels, allocations };
}

export async function up(db: Kysely<any>): Promise<void> {
  const { parcels, allocations } = parcelRegister();
  await db.insertInto('parcels').values(parcels).execute();
  const ids = new Map(
    (await db.selectFrom('parcels').select(['id', 'number']).execute()).map((row) => [
      row.number as string,
      row.id as number,
    ]),
  );
  await db
    .insertInto('parcel_allocations')
    .values(
      allocations.map(({ number, ...allocation }) => ({
        ...allocation,
        parcel_id: ids.get(number as string),
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const numbers = parcelRegister().parcels.map((parcel) => parcel.number as string);
  const seeded = db.selectFrom('parcels').select('id').where('number', 'in', numbers);
  await db.deleteFrom('parcel_allocations').where('parcel_id', 'in', seeded).execute();
  await db.deleteFrom('parcels').where('number', 'in', numbers).execute();
}
