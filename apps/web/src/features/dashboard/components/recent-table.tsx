import { Table, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { EmptyState } from '@web/components/data-table/empty-state';
import { ScrollTable } from '@web/components/scroll-table';

type RecentTableProps<Row> = {
  title: string;
  rows: Row[];
  /** Under an empty list's 'No items': what there is none of, and where it comes from. */
  empty: string;
  columns: { header: string; cell: (row: Row) => ReactNode }[];
};

/** One of the dashboard's lists of the newest records, named by its heading. */
export function RecentTable<Row extends { id: number }>({
  title,
  rows,
  empty,
  columns,
}: RecentTableProps<Row>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <EmptyState hint={empty} />
      ) : (
        <ScrollTable label={title}>
          <Table aria-labelledby={titleId} striped>
            <Table.Thead>
              <Table.Tr>
                {columns.map(({ header }) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {columns.map(({ header, cell }) => (
                    // A long email breaks where it must, so the table keeps to its column's width.
                    <Table.Td key={header} style={{ overflowWrap: 'anywhere' }}>
                      {cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </section>
  );
}
