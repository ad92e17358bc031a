import { Text } from '@mantine/core';
import { messages } from '@portal/shared/messages';

/** What an empty list says: 'No items' (docs/product.md, "Screens and addresses"). */
export function EmptyState() {
  return (
    <Text ta="center" py="md">
      {messages.noItems}
    </Text>
  );
}
