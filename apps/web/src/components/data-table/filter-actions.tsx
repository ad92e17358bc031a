import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A filter form's Apply (its submit) and Clear, with anything else the list offers at the end. */
export function FilterActions({
  onClear,
  children,
}: {
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <Group mt="md" gap="xs" justify="space-between">
      <Group gap="xs">
        <Button type="submit">Apply</Button>
        <Button variant="default" onClick={onClear}>
          Clear
        </Button>
      </Group>
      {children}
    </Group>
  );
}
