import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export type SummaryRow = [label: string, value: ReactNode];

/**
 * A record's facts, a label beside each value (GOV.UK's summary list): the application's answers,
 * an invoice's amounts. Long values wrap anywhere, so that a phone never scrolls sideways.
 */
export function SummaryTable({ rows }: { rows: SummaryRow[] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="40%">
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
