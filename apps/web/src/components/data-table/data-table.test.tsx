import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/testing/render-app';
import type { Column } from './column';
import { DataTable } from './data-table';
import { RowCards } from './row-cards';

type Fruit = { id: number; name: string };
const columns: Column<Fruit>[] = [{ header: 'Name', cell: (fruit) => fruit.name }];
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('data table', () => {
  it('numbers the rows on from the paginator’s `from`', () => {
    const fruits = [
      { id: 4, name: 'Mango' },
      { id: 9, name: 'Pawpaw' },
    ];
    renderWithProviders(<DataTable label="Fruits" columns={columns} rows={fruits} from={11} />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Name']);
    expect(rowsOf(table).map((row) => row.textContent)).toEqual(['11Mango', '12Pawpaw']);
  });

  it('says No items when there are no rows', () => {
    renderWithProviders(<DataTable label="Fruits" columns={columns} rows={[]} from={null} />);
    const [only, ...others] = rowsOf(screen.getByRole('table', { name: 'Fruits' }));
    expect(others).toHaveLength(0);
    expect(within(only!).getByRole('cell')).toHaveTextContent(/^No items$/);
    expect(within(only!).getByRole('cell')).toHaveAttribute('colspan', '2');
  });

  it('on a card, shows each column by its name and the row’s actions', () => {
    const fruits = [{ id: 4, name: 'Mango' }];
    renderWithProviders(
      <RowCards
        label="Fruits"
        columns={columns}
        rows={fruits}
        from={11}
        actions={(fruit) => <button type="button">Eat {fruit.name}</button>}
      />,
    );
    const [card, ...others] = within(screen.getByRole('list', { name: 'Fruits' })).getAllByRole(
      'listitem',
    );
    expect(others).toHaveLength(0);
    expect(
      within(card!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['#:', 'Name:']);
    expect(
      within(card!)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['11', 'Mango']);
    expect(within(card!).getByRole('button', { name: 'Eat Mango' })).toBeVisible();
  });
});
