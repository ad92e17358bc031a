import { Box, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Column } from './column';
import { EmptyState } from './empty-state';
import { InlineFields } from './inline-fields';
import type { ListRow } from './use-paged-list';

type RowCardsProps<Row extends ListRow> = {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  from: number | null;
  actions?: ((row: Row) => ReactNode) | undefined;
  empty?: ReactNode;
};

/**
 * A list on a narrow screen: each row a card of its columns' label/value pairs with its actions
 * below them, so nothing hides behind a sideways scroll (record 0026).
 */
export function RowCards<Row extends ListRow>({
  label,
  columns,
  rows,
  from,
  actions,
  empty,
}: RowCardsProps<Row>) {
  if (rows.length === 0) return <EmptyState hint={empty} />;
  return (
    <Stack component="ul" aria-label={label} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row, index) => (
        <Paper component="li" key={row.id} withBorder radius="md" p="md">
          <Text component="div">
            <InlineFields
              fields={[
                { label: '#', value: (from ?? 1) + index },
                ...columns.map((column) => ({
                  label: column.header,
                  value: column.cell(row, index),
                })),
              ]}
            />
          </Text>
          {actions && <Box mt="md">{actions(row)}</Box>}
        </Paper>
      ))}
    </Stack>
  );
}
