import type { Kysely, Selectable } from 'kysely';
import type { BillLine } from '@portal/shared/utility-bills';
import {
  chargeFor,
  NoTariffInForce,
  roundMinor,
  type TariffTerms,
} from '@portal/shared/utility-charges';
import {
  periodBounds,
  periodLabel,
  SERVICE_UNITS,
  UNIT_SYMBOLS,
  type CustomerClass,
  type UtilityService,
} from '@portal/shared/utilities';
import type { Database, UtilityBillsTable, UtilityConnectionsTable } from '@server/db/schema';
import { firstReading, monthUsage, type BillEnd } from './usage';

type Connection = Pick<
  Selectable<UtilityConnectionsTable>,
  'id' | 'number' | 'service' | 'customer_class' | 'sewerage' | 'start_date'
>;
type EarlierBill = Pick<
  Selectable<UtilityBillsTable>,
  'period' | 'closing_value' | 'closing_read_at' | 'closing_source' | 'consumption'
>;

/** The tariff versions of a service and class, read once a run. */
export type TariffsOf = (
  service: UtilityService,
  customerClass: CustomerClass,
) => Promise<TariffTerms[]>;

/** A bill as a run computes it: its credits and arrears are counted when it is issued. */
export interface DraftBill {
  connection_id: number;
  period: string;
  opening: BillEnd;
  closing: BillEnd;
  consumption: number;
  lines: (BillLine & { tariff_id: number | null })[];
  subtotal: number;
  tax: number;
  estimated: boolean;
}

export type Drafted = { bill: DraftBill } | { unbilled: string };

/** The days a month's bill charges: from the connection's start in its first month. */
function chargedDays(connection: Connection, period: string, first: boolean) {
  const { from, to } = periodBounds(period);
  return { from: first && connection.start_date > from ? connection.start_date : from, to };
}

const EARLIER_BILLS = 12;

/** The bills before `period`, newest first: the last one opens this one. */
async function earlierBills(db: Kysely<Database>, connectionId: number, period: string) {
  return db
    .selectFrom('utility_bills')
    .select(['period', 'closing_value', 'closing_read_at', 'closing_source', 'consumption'])
    .where('connection_id', '=', connectionId)
    .where('period', '<', period)
    .orderBy('period', 'desc')
    .limit(EARLIER_BILLS)
    .execute();
}

/**
 * Lines giving back what estimates charged for `over` units that the meter, read at last, shows
 * were never used: each estimated month before, newest first, is charged again on its own tariff
 * with fewer units, and the difference is credited (docs/product.md, "Utilities", Readings).
 */
function corrections(
  connection: Connection,
  earlier: readonly EarlierBill[],
  over: number,
  tariffs: TariffTerms[],
  firstPeriod: string,
) {
  const unit = UNIT_SYMBOLS[SERVICE_UNITS[connection.service]];
  const lines: DraftBill['lines'] = [];
  let taxExact = 0;
  let left = over;
  for (const bill of earlier) {
    if (left <= 0 || bill.closing_source === 'actual') break;
    const take = Math.min(left, Number(bill.consumption));
    if (take <= 0) continue;
    left -= take;
    const days = chargedDays(connection, bill.period, bill.period === firstPeriod);
    const request = { ...days, sewerage: connection.sewerage === 1, tariffs, unit };
    const charged = chargeFor({ ...request, consumption: Number(bill.consumption) });
    const recharged = chargeFor({ ...request, consumption: Number(bill.consumption) - take });
    taxExact += recharged.taxExact - charged.taxExact;
    lines.push({
      kind: 'correction',
      label: `${periodLabel(bill.period)} was estimated: ${take} ${unit} fewer were used`,
      units: -take,
      rate: null,
      amount: recharged.subtotal - charged.subtotal,
      tariff_id: charged.lines[0]?.tariff_id ?? null,
    });
  }
  return { lines, taxExact };
}

/**
 * A connection's bill for `period`, from its previous bill's closing (or its first reading) to
 * the month's end, line by line on the tariff in force. A month whose reading shows less than an
 * estimate before it charged carries a credit line; the total is never below nothing, and what a
 * correction leaves over becomes credit when the bill is issued.
 */
export async function draftBill(
  db: Kysely<Database>,
  connection: Connection,
  period: string,
  tariffsOf: TariffsOf,
): Promise<Drafted> {
  const { endsAt } = periodBounds(period);
  const earlier = await earlierBills(db, connection.id, period);
  const previous = earlier[0];
  const opening: BillEnd | undefined = previous
    ? {
        value: Number(previous.closing_value),
        read_at: previous.closing_read_at,
        source: previous.closing_source,
      }
    : await firstReading(db, connection.id);
  if (!opening || opening.read_at >= endsAt) return { unbilled: 'No meter reading yet.' };

  const tariffs = await tariffsOf(connection.service, connection.customer_class);
  const usage = await monthUsage(db, connection.id, opening, endsAt);
  const unit = UNIT_SYMBOLS[SERVICE_UNITS[connection.service]];
  const days = chargedDays(connection, period, !previous);
  let charge;
  try {
    charge = chargeFor({
      ...days,
      consumption: Math.max(0, usage.consumption),
      sewerage: connection.sewerage === 1,
      tariffs,
      unit,
    });
  } catch (error) {
    if (error instanceof NoTariffInForce) return { unbilled: error.message };
    throw error;
  }
  // The connection's first bill charged from its start date, if it is among those read.
  const firstPeriod = earlier.length < EARLIER_BILLS ? (earlier.at(-1)?.period ?? period) : '';
  const corrected =
    usage.consumption < 0
      ? corrections(connection, earlier, -usage.consumption, tariffs, firstPeriod)
      : { lines: [], taxExact: 0 };
  const lines = [
    ...charge.lines.map(({ kind, label, units, rate, amount, tariff_id }) => ({
      kind,
      label,
      units,
      rate,
      amount,
      tariff_id,
    })),
    ...corrected.lines,
  ];
  return {
    bill: {
      connection_id: connection.id,
      period,
      opening: usage.opening,
      closing: usage.closing,
      consumption: usage.consumption,
      lines,
      subtotal: lines.reduce((sum, line) => sum + line.amount, 0),
      tax: roundMinor(charge.taxExact + corrected.taxExact),
      estimated: usage.estimated,
    },
  };
}
