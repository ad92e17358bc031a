import { Box, Text } from '@mantine/core';
import type { RecordField } from '../record-modal';

/**
 * Label/value pairs, a line each, the value beside its label where it fits: a row's folded
 * columns under its first cell (the table shows no header for them), and a card's columns.
 */
export function InlineFields({ fields }: { fields: RecordField[] }) {
  return (
    <Box component="dl" m={0}>
      {fields.map((field) => (
        <Box key={field.label} display="flex" style={{ columnGap: 6, flexWrap: 'wrap' }}>
          <Text component="dt" inherit fw={600}>
            {field.label}:
          </Text>
          <Text component="dd" inherit m={0} style={{ overflowWrap: 'anywhere' }}>
            {field.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
