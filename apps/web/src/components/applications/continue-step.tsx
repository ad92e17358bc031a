import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * Editing and submitting happen in the stepped form, whose last step submits: the page leads
 * there, and offers no separate Submit (a draft's `submit` comes with its `edit`).
 */
export function ContinueStep({ text, to }: { text: string; to: string }) {
  return (
    <Group justify="space-between">
      <Text>{text}</Text>
      <Button component={Link} to={to}>
        Continue your application
      </Button>
    </Group>
  );
}
