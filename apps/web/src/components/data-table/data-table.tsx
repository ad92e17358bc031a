import { Box, Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ScrollTable } from '../scroll-table';
import type { Column } from './column';
import { CARDS_BELOW, foldColumns } from './column-fit';
import { EmptyState } from './empty-state';
import { InlineFields } from './inline-fields';
import { RowCards } from './row-cards';
import type { ListRow } from './use-paged-list';

// The '#' column's share of the width, for the fitting.
const NUMBER_WIDTH = 40;

type DataTableProps<Row extends ListRow> = {
  /** The table's accessible name. */
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  /** The paginator's `from`: the '#' of the first row, so numbering runs on across pages. */
  from: number | null;
  /** The row's buttons, in the last column ('Action') or at the foot of its card. */
  actions?: (row: Row) => ReactNode;
  /** The width the Action column takes, in px, which the other columns must leave it. */
  actionsWidth?: number;
  /** Below 'No items': what to do about an empty list. */
  empty?: ReactNode;
};

/**
 * A numbered list of rows, keyed by id, that says 'No items' when there are none: a table whose
 * lower-priority columns fold into the row's first cell where the width is short, or cards on a
 * narrow screen (record 0026).
 */
export function DataTable<Row extends ListRow>(props: DataTableProps<Row>) {
  const { ref, width } = useElementSize();
  // Until it is measured (and where nothing is laid out, as in tests), the table shows it all.
  const cards = width > 0 && width < CARDS_BELOW;
  return (
    <div ref={ref}>
      {cards ? <RowCards {...props} /> : <FittedTable {...props} width={width} />}
    </div>
  );
}

function FittedTable<Row extends ListRow>({
  label,
  columns,
  rows,
  from,
  actions,
  actionsWidth = 0,
  empty,
  width,
}: DataTableProps<Row> & { width: number }) {
  const table = useRef<HTMLTableElement>(null);
  // How many columns the estimates left showing that had to fold at this width after all, for a
  // wide button or a long word that would not break. One more folds each time the table is still
  // too wide, so the fitting ends within as many renders as there are columns that can fold.
  const [measured, setMeasured] = useState({ width, folds: 0 });
  const atLeast = measured.width === width ? measured.folds : 0;
  const room = width > 0 ? width - NUMBER_WIDTH - actionsWidth : Infinity;
  const { shown, folded } = foldColumns(columns, room, atLeast);
  const canFoldMore = shown.some((column) => (column.priority ?? 1) > 1);
  // Checked again whenever the rows, the width or the folding change what the table holds.
  useLayoutEffect(() => {
    const over = (table.current?.offsetWidth ?? 0) - width;
    if (width > 0 && over > 0 && canFoldMore) setMeasured({ width, folds: folded.length + 1 });
  }, [rows, width, folded.length, canFoldMore]);
  const span = shown.length + 1 + (actions ? 1 : 0);
  return (
    <ScrollTable label={label}>
      <Table ref={table} aria-label={label} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" ta="right">
              #
            </Table.Th>
            {shown.map((column) => (
              // The width the fitting counted on, so that short words never break.
              <Table.Th key={column.header} scope="col" ta={column.align} miw={column.minWidth}>
                {column.header}
              </Table.Th>
            ))}
            {actions && (
              // As narrow as its buttons, which stay on one line: every row's actions in view.
              <Table.Th scope="col" w="1%">
                Action
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={span}>
                <EmptyState hint={empty} />
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, index) => (
              <Table.Tr key={row.id}>
                <Table.Td ta="right">{(from ?? 1) + index}</Table.Td>
                {shown.map((column, at) => (
                  // Long words (an email) break rather than push the table wider than its screen.
                  <Table.Td
                    key={column.header}
                    ta={column.align}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {column.cell(row, index)}
                    {at === 0 && folded.length > 0 && (
                      <Text component="div" fz="sm" mt={6}>
                        <InlineFields
                          fields={folded.map((fold) => ({
                            label: fold.header,
                            value: fold.cell(row, index),
                          }))}
                        />
                      </Text>
                    )}
                  </Table.Td>
                ))}
                {actions && (
                  <Table.Td>
                    <Box miw="max-content">{actions(row)}</Box>
                  </Table.Td>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
