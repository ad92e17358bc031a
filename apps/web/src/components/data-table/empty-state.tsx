import { Text } from '@mantine/core';
import { messages } from '@portal/shared/messages';

/** What an empty list says (spec section 8): 'No items'. */
export function EmptyState() {
  return (
    <Text ta="center" py="md">
      {messages.noItems}
    </Text>
  );
}
