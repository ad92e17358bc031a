import { Code, Table } from '@mantine/core';
import type { ReactNode } from 'react';

type DocTableProps = {
  caption: string;
  columns: readonly string[];
  /** One row per item, the item's name first: it heads its row. */
  rows: readonly (readonly [name: string, ...cells: ReactNode[]])[];
};

/** A reference table of the documentation: names in code type, each heading its row. */
export function DocTable({ caption, columns, rows }: DocTableProps) {
  return (
    <Table captionSide="top" verticalSpacing="xs" withTableBorder>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([name, ...cells]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row">
              <Code>{name}</Code>
            </Table.Th>
            {cells.map((cell, index) => (
              <Table.Td key={index}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
