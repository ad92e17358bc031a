import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a status means to the reader: green for good, red for bad
 * (docs/product.md, "Screens and addresses"), yellow for held back, grey else.
 */
export type StatusTone = 'positive' | 'negative' | 'caution' | 'neutral';

// These shades keep the auto-contrasted text at least 4.5:1 (black on green 7.6:1, white on red
// 5.5:1, black on yellow 11:1, white on grey 8.2:1), which Mantine's lighter ones do not.
const colors: Record<StatusTone, string> = {
  positive: 'green.7',
  negative: 'red.9',
  caution: 'yellow.6',
  neutral: 'gray.7',
};

type StatusBadgeProps = {
  tone: StatusTone;
  /** The status in words: the colour is never the only signal. */
  children: ReactNode;
};

/** A status in a list or on a card: Active, Blocked, Yes, No. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    // As wide as its word, even in a table squeezed to fit: a cut status says nothing.
    <Badge color={colors[tone]} autoContrast miw="max-content">
      {children}
    </Badge>
  );
}
