import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FilterActions } from './filter-actions';

type FilterFormFrameProps = {
  /** The search landmark's accessible name: 'Filter the invoices'. */
  label: string;
  /** The filter form's Apply and Clear, from useFilterForm. */
  filters: { apply: FormEventHandler<HTMLFormElement>; clear: () => void };
  /** How many filters stand side by side, by screen width. */
  cols: SimpleGridProps['cols'];
  /** The filters, in the grid. */
  children: ReactNode;
  /** Under the grid, filters that do not fit in it: the queue's tick boxes. */
  below?: ReactNode;
  /** Beside Apply and Clear: what the list offers for the rows the filters let through. */
  actions?: ReactNode;
};

/** A list's filter form: its filters in a grid, then Apply and Clear (record 0026). */
export function FilterFormFrame({
  label,
  filters,
  cols,
  children,
  below,
  actions,
}: FilterFormFrameProps) {
  return (
    <form onSubmit={filters.apply} noValidate role="search" aria-label={label}>
      <SimpleGrid cols={cols} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
      {below}
      <FilterActions onClear={filters.clear}>{actions}</FilterActions>
    </form>
  );
}
