import { Box, Text } from '@mantine/core';
import type { RecordField } from '../record-modal';

/**
 * The values of a row's folded columns, under its first cell: each with its column's name, since
 * the table shows no header for them.
 */
export function FoldedFields({ fields }: { fields: RecordField[] }) {
  return (
    <Box component="dl" m={0} mt={6} fz="sm">
      {fields.map((field) => (
        <Box key={field.label} display="flex" style={{ gap: 6, flexWrap: 'wrap' }}>
          <Text component="dt" inherit fw={600}>
            {field.label}:
          </Text>
          <Text component="dd" inherit m={0}>
            {field.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
