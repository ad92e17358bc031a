import type { Kysely } from 'kysely';
import { TAX_RATE_BPS } from '@portal/shared/utility-charges';
import type {
  PublicUtilityTariff,
  UtilityTariff,
  UtilityTariffQuerySchema,
} from '@portal/shared/utility-tariffs';
import type { z } from 'zod';
import { withAuthorNames } from '@server/db/joined-names';
import type { Database } from '@server/db/schema';
import { blocksOf, hasBilled, tariffNotFound } from '@server/domain/utilities/tariffs';

export type TariffFilter = Omit<z.output<typeof UtilityTariffQuerySchema>, 'page' | 'per_page'>;

type Succession = { in_force: boolean; superseded_by: number | null };

/**
 * Each version's place among its tariff's on `today` (a Nairobi day): the one in force is the
 * latest to have taken effect; each is superseded by the next, in force or announced.
 */
async function successions(db: Kysely<Database>, today: string): Promise<Map<number, Succession>> {
  const versions = await db
    .selectFrom('utility_tariffs')
    .select(['id', 'service', 'customer_class', 'effective_from'])
    .orderBy('service')
    .orderBy('customer_class')
    .orderBy('effective_from')
    .execute();
  const found = new Map<number, Succession>();
  versions.forEach((version, index) => {
    const next = versions[index + 1];
    const sameTariff =
      next?.service === version.service && next.customer_class === version.customer_class;
    const superseded_by = next && sameTariff ? next.id : null;
    const nextInForce = next !== undefined && sameTariff && next.effective_from <= today;
    found.set(version.id, {
      in_force: version.effective_from <= today && !nextInForce,
      superseded_by,
    });
  });
  return found;
}

const publicColumns = [
  'utility_tariffs.id',
  'utility_tariffs.service',
  'utility_tariffs.customer_class',
  'utility_tariffs.effective_from',
  'utility_tariffs.reference',
  'utility_tariffs.fixed_charge',
  'utility_tariffs.minimum_charge',
  'utility_tariffs.sewerage_percent',
  'utility_tariffs.tax_category',
  'utility_tariffs.blocks',
] as const;

/** The list's ids, newest effective first, narrowed to a service and class when given. */
export function tariffIds(db: Kysely<Database>, filter: TariffFilter) {
  let query = db
    .selectFrom('utility_tariffs')
    .select('utility_tariffs.id')
    .orderBy('utility_tariffs.effective_from', 'desc')
    .orderBy('utility_tariffs.service')
    .orderBy('utility_tariffs.customer_class')
    .orderBy('utility_tariffs.id', 'desc');
  if (filter.service) query = query.where('utility_tariffs.service', '=', filter.service);
  if (filter.customer_class)
    query = query.where('utility_tariffs.customer_class', '=', filter.customer_class);
  return query;
}

/** The versions `ids` names, in full, in the list's order, as they stand on `today`. */
export async function tariffsByIds(
  db: Kysely<Database>,
  ids: number[],
  today: string,
): Promise<UtilityTariff[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('utility_tariffs')
    .$call(withAuthorNames('utility_tariffs'))
    .select([
      ...publicColumns,
      'utility_tariffs.created_at',
      'utility_tariffs.updated_at',
      (eb) => hasBilled(eb).as('billed'),
    ])
    .where('utility_tariffs.id', 'in', ids)
    .execute();
  const placed = await successions(db, today);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        blocks: blocksOf(row.blocks),
        tax_rate_bps: TAX_RATE_BPS[row.tax_category],
        billed: Boolean(row.billed),
        ...(placed.get(id) ?? { in_force: false, superseded_by: null }),
      },
    ];
  });
}

export async function findTariff(
  db: Kysely<Database>,
  id: number,
  today: string,
): Promise<UtilityTariff> {
  const [tariff] = await tariffsByIds(db, [id], today);
  if (!tariff) throw tariffNotFound();
  return tariff;
}

/**
 * What anyone may read on `today`: for each service and class, the version in force and any
 * announced after it, by service, class and day.
 */
export async function currentTariffs(
  db: Kysely<Database>,
  today: string,
): Promise<PublicUtilityTariff[]> {
  const placed = await successions(db, today);
  const rows = await db
    .selectFrom('utility_tariffs')
    .select([...publicColumns])
    .orderBy('service')
    .orderBy('customer_class')
    .orderBy('effective_from')
    .execute();
  return rows.flatMap((row) => {
    const { in_force } = placed.get(row.id) ?? { in_force: false };
    if (!in_force && row.effective_from <= today) return [];
    return [
      {
        ...row,
        blocks: blocksOf(row.blocks),
        tax_rate_bps: TAX_RATE_BPS[row.tax_category],
        in_force,
      },
    ];
  });
}
