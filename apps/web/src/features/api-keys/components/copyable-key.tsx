import { Button, Group, Text } from '@mantine/core';
import { messages } from '@portal/shared/messages';
import { notify } from '@web/lib/toast';

const COPY_FAILED = 'The key could not be copied: select it and copy it by hand.';

async function copy(key: string) {
  try {
    await navigator.clipboard.writeText(key);
    notify.success(messages.keyCopied);
  } catch {
    // No clipboard outside a secure context, or the browser refused it.
    notify.error(COPY_FAILED);
  }
}

type CopyableKeyProps = {
  /** The key's name, for the button's accessible name: every row's button says Copy. */
  name: string;
  value: string;
};

/** An API key in the list: shortened on screen, copied whole. */
export function CopyableKey({ name, value }: CopyableKeyProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text component="code" ff="monospace" fz="sm" truncate="end" maw={160}>
        {value}
      </Text>
      <Button
        size="xs"
        variant="default"
        aria-label={`Copy key ${name}`}
        onClick={() => void copy(value)}
      >
        Copy
      </Button>
    </Group>
  );
}
