import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import { REVIEW_STANDING_LABELS } from '@portal/shared/vendor-reviews';
import { ScrollTable } from '@web/components/scroll-table';
import { moneyOf, quarterLabel } from '../words';
import { PairedBars } from './paired-bars';

/** A quarter of the year: what the plan set, and what the vendor reported. */
type QuarterFigures = {
  quarter: string;
  target: { customers: number; revenue: number } | null;
  won: number | null;
  revenue: number | null;
  standing: string;
};

/**
 * Each quarter of the year it is in: the targets a review scores against (the plan in force on
 * the quarter's first day, as the review keeps it), else those of the plan in force now.
 */
function figuresOf(partnership: Partnership): QuarterFigures[] {
  const inForce = partnership.workplans.find((plan) => plan.id === partnership.workplan_in_force);
  return partnership.quarters.map((quarter) => {
    const review = partnership.reviews.find((one) => one.quarter === quarter);
    const planned = inForce?.targets.find((target) => target.quarter === quarter) ?? null;
    return {
      quarter,
      target: review?.targets ?? planned,
      won: review?.actuals ? review.actuals.customers_won.length : null,
      revenue: review?.actuals ? review.actuals.revenue : null,
      standing: review?.standing
        ? REVIEW_STANDING_LABELS[review.standing]
        : review
          ? 'Under review'
          : 'Not reviewed yet',
    };
  });
}

const orDash = (value: string | null) => value ?? '—';

/**
 * The year's targets against what was achieved (docs/product.md, "The vendor partnership"):
 * revenue and customers as bars, side by side (one above the other on a phone), and under them
 * the table of the same figures with each quarter's standing.
 */
export function TargetsSection({ partnership }: { partnership: Partnership }) {
  const figures = figuresOf(partnership);
  const money = (amount: number) => moneyOf(amount, partnership.currency);
  if (figures.every((quarter) => quarter.target === null && quarter.revenue === null))
    return (
      <Text>
        No targets yet: they come with the year&apos;s approved workplan, and each quarter&apos;s
        results with its review.
      </Text>
    );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <PairedBars
          title="Revenue"
          format={money}
          pairs={figures.map((quarter) => ({
            label: quarterLabel(quarter.quarter),
            target: quarter.target?.revenue ?? 0,
            result: quarter.revenue,
          }))}
        />
        <PairedBars
          title="Customers won"
          format={(value) => value.toLocaleString('en-GB')}
          pairs={figures.map((quarter) => ({
            label: quarterLabel(quarter.quarter),
            target: quarter.target?.customers ?? 0,
            result: quarter.won,
          }))}
        />
      </SimpleGrid>
      <ScrollTable label="Targets and results" minWidth={480}>
        <Table captionSide="top" withTableBorder striped>
          <Table.Caption>Year {partnership.year}, quarter by quarter</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Quarter</Table.Th>
              <Table.Th scope="col" ta="right">
                Customers: target
              </Table.Th>
              <Table.Th scope="col" ta="right">
                won
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Revenue: target
              </Table.Th>
              <Table.Th scope="col" ta="right">
                earned
              </Table.Th>
              <Table.Th scope="col">Standing</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.map((quarter) => (
              <Table.Tr key={quarter.quarter}>
                <Table.Th scope="row" fw="normal">
                  {quarterLabel(quarter.quarter)}
                </Table.Th>
                <Table.Td ta="right">
                  {orDash(quarter.target ? String(quarter.target.customers) : null)}
                </Table.Td>
                <Table.Td ta="right">
                  {orDash(quarter.won === null ? null : String(quarter.won))}
                </Table.Td>
                <Table.Td ta="right">
                  {orDash(quarter.target ? money(quarter.target.revenue) : null)}
                </Table.Td>
                <Table.Td ta="right">
                  {orDash(quarter.revenue === null ? null : money(quarter.revenue))}
                </Table.Td>
                <Table.Td>{quarter.standing}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}
