import { Table } from '@mantine/core';
import { ScrollTable } from '../scroll-table';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import type { ListRow } from './use-paged-list';

/** One column after '#': its header and what a row shows in it. */
export type Column<Row> = { header: string; cell: (row: Row, index: number) => ReactNode };

type DataTableProps<Row extends ListRow> = {
  /** The table's accessible name. */
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  /** The paginator's `from`: the '#' of the first row, so numbering runs on across pages. */
  from: number | null;
  /** Width in px below which the table scrolls sideways in its own container: wide lists ask more. */
  minWidth?: number;
};

/** A numbered table of a list's rows, keyed by id, that says 'No items' when there are none. */
export function DataTable<Row extends ListRow>({
  label,
  columns,
  rows,
  from,
  minWidth = 600,
}: DataTableProps<Row>) {
  return (
    <ScrollTable label={label} minWidth={minWidth}>
      <Table aria-label={label} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1}>
                <EmptyState />
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, index) => (
              <Table.Tr key={row.id}>
                <Table.Td>{(from ?? 1) + index}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row, index)}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
