import type { ReactNode } from 'react';
import type { FitColumn } from './column-fit';

/**
 * One column after '#': its header, what a row shows in it, and how it yields to a narrow screen
 * (`priority`, `minWidth`: record 0026). Apart from the table, so that the table and its cards
 * both read it without importing each other.
 */
export type Column<Row> = FitColumn & {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** 'right' for numbers, so that their digits line up. */
  align?: 'right';
};
