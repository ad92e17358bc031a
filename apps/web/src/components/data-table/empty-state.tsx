import { Stack, Text } from '@mantine/core';
import { messages } from '@portal/shared/messages';
import type { ReactNode } from 'react';

/**
 * What an empty list says: 'No items' (docs/product.md, "Screens and addresses"), and below it,
 * when the list knows, what to do about it.
 */
export function EmptyState({ hint }: { hint?: ReactNode }) {
  return (
    <Stack gap={4} align="center" py="md">
      <Text>{messages.noItems}</Text>
      {hint && (
        <Text fz="sm" ta="center">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
