import { Box, SimpleGrid, Table, Text } from '@mantine/core';
import type { UtilityBill } from '@portal/shared/utility-bills';
import { periodLabel, type MeterUnit } from '@portal/shared/utilities';
import { money, shortPeriod, unitsOf } from '../words';
import plot from '@web/components/bar-plot.module.css';
import styles from './usage-chart.module.css';

/** A month of the chart: what was used and what that use was charged, tax included. */
export type UsageMonth = { period: string; consumption: number; cost: number; currency: string };

/** The months of issued bills, oldest first, as the chart and its table show them. */
export const usageMonths = (bills: UtilityBill[]): UsageMonth[] =>
  [...bills]
    .filter((bill) => bill.status === 'issued')
    .sort((a, b) => a.period.localeCompare(b.period))
    .map((bill) => ({
      period: bill.period,
      consumption: bill.consumption,
      cost: bill.subtotal + bill.tax,
      currency: bill.currency,
    }));

type UsageProps = { months: UsageMonth[]; unit: MeterUnit; service: string };

/**
 * The bars alone, one image to a screen reader: the table beside it gives the same figures as
 * text. A month an estimate was corrected downwards used less than nothing: it has no bar.
 */
function Bars({ months, unit, service }: UsageProps) {
  const most = Math.max(1, ...months.map((month) => month.consumption));
  const first = months[0]!;
  const last = months.at(-1)!;
  return (
    <Box
      role="img"
      aria-label={`Bar chart of ${service.toLowerCase()} used each month, ${periodLabel(first.period)} to ${periodLabel(last.period)}. The table gives the same figures.`}
    >
      <div className={plot.plot}>
        <span className={plot.top}>{unitsOf(most, unit)}</span>
        {months.map((month) => (
          <div key={month.period} className={styles.column}>
            <div
              className={styles.bar}
              style={{ height: `${(Math.max(0, month.consumption) / most) * 100}%` }}
            />
          </div>
        ))}
      </div>
      <div className={plot.labels}>
        {months.map((month) => (
          <span key={month.period} className={plot.label}>
            {shortPeriod(month.period)}
          </span>
        ))}
      </div>
    </Box>
  );
}

/** The chart's figures as text: month, use and cost, with a caption naming them. */
export function UsageTable({ months, unit, caption }: UsageProps & { caption: string }) {
  return (
    <Table captionSide="top" withTableBorder striped>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Month</Table.Th>
          <Table.Th scope="col" ta="right">
            Used
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Cost
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...months].reverse().map((month) => (
          <Table.Tr key={month.period}>
            <Table.Th scope="row" fw="normal">
              {periodLabel(month.period)}
            </Table.Th>
            <Table.Td ta="right">{unitsOf(month.consumption, unit)}</Table.Td>
            <Table.Td ta="right">{money(month.cost, month.currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A year of use and cost from the issued bills: bars of the units used each month, and beside
 * them (below them on a phone) a table of the same figures, which is the chart's text.
 */
export function UsageChart({ months, unit, service }: UsageProps) {
  if (months.length === 0) {
    return (
      <Text>
        No bill has been issued on this connection yet: the chart starts with the first bill.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Bars months={months} unit={unit} service={service} />
      <UsageTable
        months={months}
        unit={unit}
        service={service}
        caption={`${service} used and its cost, month by month (cost is the month's charges with tax, before credits)`}
      />
    </SimpleGrid>
  );
}
