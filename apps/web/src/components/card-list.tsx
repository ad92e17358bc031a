import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list of cards (sessions, passkeys), named for a screen reader: each card is a list item that
 * wraps on a phone instead of scrolling.
 */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0}>
      {children}
    </Stack>
  );
}
