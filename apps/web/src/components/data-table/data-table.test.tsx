import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('a table wider than its estimates', () => {
  // Twelve columns that may fold, whose estimates all fit 900 px: only measuring tells.
  const many: Column<Fruit>[] = [
    { header: 'Name', cell: (fruit) => fruit.name, minWidth: 60 },
    ...Array.from({ length: 12 }, (_, index) => ({
      header: `Detail ${index + 1}`,
      cell: () => `detail ${index + 1}`,
      minWidth: 60,
      priority: 2,
    })),
  ];

  afterEach(() => vi.unstubAllGlobals());

  it('folds a column at a time until the table fits, without React giving up on it', async () => {
    // A list 900 px wide, whose table lays out 1 px wider whatever it shows until at most four
    // columns are left: a long word the estimates could not know of.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe() {
          const entry = { contentRect: { width: 900, height: 400 } } as ResizeObserverEntry;
          this.report([entry], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLTableElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
      this: HTMLTableElement,
    ) {
      const shown = this.querySelectorAll('thead th').length - 1;
      return shown > 4 ? 901 : 880;
    });
    renderWithProviders(
      <DataTable label="Fruits" columns={many} rows={[{ id: 1, name: 'Mango' }]} from={1} />,
    );
    const table = screen.getByRole('table', { name: 'Fruits' });
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(5));
    // What folded is still there, in the row's first cell.
    expect(within(rowsOf(table)[0]!).getByText('detail 12')).toBeInTheDocument();
  });
});
