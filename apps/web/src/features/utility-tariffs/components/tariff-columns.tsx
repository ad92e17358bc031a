import { DEFAULT_CURRENCY, formatMoney } from '@portal/shared/money';
import { nairobiDay } from '@portal/shared/calendar';
import type { UtilityTariff } from '@portal/shared/utility-tariffs';
import {
  CUSTOMER_CLASS_LABELS,
  TAX_CATEGORY_LABELS,
  UTILITY_SERVICE_LABELS,
} from '@portal/shared/utility-words';
import type { Column } from '@web/components/data-table/column';
import { StatusBadge } from '@web/components/status-badge';
import { formatDay } from '@web/lib/format';

/** In force today, announced for a day to come, or followed by a newer version. */
function TariffStatus({ tariff }: { tariff: UtilityTariff }) {
  if (tariff.in_force) return <StatusBadge tone="positive">In force</StatusBadge>;
  if (tariff.effective_from > nairobiDay(new Date()))
    return <StatusBadge tone="caution">Announced</StatusBadge>;
  return <StatusBadge tone="neutral">Superseded</StatusBadge>;
}

/** What each version prices, from when, on whose authority, and whether it has billed. */
export const tariffColumns: Column<UtilityTariff>[] = [
  {
    header: 'Tariff',
    minWidth: 150,
    cell: (tariff) =>
      `${UTILITY_SERVICE_LABELS[tariff.service]}, ${CUSTOMER_CLASS_LABELS[tariff.customer_class].toLowerCase()}`,
  },
  {
    header: 'Takes effect',
    minWidth: 110,
    cell: (tariff) => formatDay(tariff.effective_from),
  },
  { header: 'Reference', priority: 2, minWidth: 160, cell: (tariff) => tariff.reference },
  {
    header: 'Fixed charge',
    priority: 3,
    minWidth: 100,
    align: 'right',
    cell: (tariff) => formatMoney({ amount: tariff.fixed_charge, currency: DEFAULT_CURRENCY }),
  },
  {
    header: 'Tax',
    priority: 3,
    minWidth: 130,
    cell: (tariff) => TAX_CATEGORY_LABELS[tariff.tax_category],
  },
  {
    header: 'Blocks',
    priority: 3,
    minWidth: 60,
    align: 'right',
    cell: (tariff) => tariff.blocks.length,
  },
  { header: 'Status', minWidth: 100, cell: (tariff) => <TariffStatus tariff={tariff} /> },
  {
    header: 'Billed',
    priority: 2,
    minWidth: 60,
    cell: (tariff) => (tariff.billed ? 'Yes' : 'No'),
  },
];
