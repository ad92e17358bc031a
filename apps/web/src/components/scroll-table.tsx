import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type ScrollTableProps = {
  /** Names the scrolling region for screen readers: the table's own name. */
  label: string;
  /** Width in px below which the table scrolls sideways in its own container; none by default. */
  minWidth?: number;
  children: ReactNode;
};

/**
 * A table that scrolls sideways in its own container if it cannot fit, in a region the keyboard
 * can reach and scroll (axe's scrollable-region-focusable): a table without links or buttons in
 * its rows could not be scrolled without a mouse otherwise.
 */
export function ScrollTable({ label, minWidth = 0, children }: ScrollTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'group', 'aria-label': label },
      }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
