import { describe, expect, it } from 'vitest';
import { foldColumns, type FitColumn } from './column-fit';

type Named = FitColumn & { header: string };
const headers = (columns: Named[]) => columns.map((column) => column.header);

// The users list's shape: Name and Status always, Created sooner than Email.
const columns: Named[] = [
  { header: 'Name', minWidth: 100 },
  { header: 'Email', minWidth: 150, priority: 2 },
  { header: 'Phone', minWidth: 100, priority: 3 },
  { header: 'Status', minWidth: 80 },
  { header: 'Code', minWidth: 80, priority: 3 },
  { header: 'Created', minWidth: 100, priority: 2 },
];

describe('folding columns to fit a width', () => {
  it('shows every column where they all fit', () => {
    const { shown, folded } = foldColumns(columns, 610);
    expect(headers(shown)).toEqual(['Name', 'Email', 'Phone', 'Status', 'Code', 'Created']);
    expect(folded).toEqual([]);
  });

  it('folds the largest priority first, the rightmost of equals first, and keeps the order', () => {
    expect(headers(foldColumns(columns, 600).folded)).toEqual(['Code']);
    const { shown, folded } = foldColumns(columns, 400);
    expect(headers(folded)).toEqual(['Phone', 'Code', 'Created']);
    expect(headers(shown)).toEqual(['Name', 'Email', 'Status']);
  });

  it('folds at least as many as asked, in the same order, where the table measured too wide', () => {
    expect(headers(foldColumns(columns, 610, 2).folded)).toEqual(['Phone', 'Code']);
    expect(headers(foldColumns(columns, 600, 1).folded)).toEqual(['Code']);
    expect(headers(foldColumns(columns, 610, 9).shown)).toEqual(['Name', 'Status']);
  });

  it('never folds a column of priority 1, however narrow', () => {
    const { shown } = foldColumns(columns, 50);
    expect(headers(shown)).toEqual(['Name', 'Status']);
  });

  it('counts 120 px for a column that does not say its width', () => {
    const plain: Named[] = [{ header: 'Name' }, { header: 'Alias', priority: 2 }];
    expect(headers(foldColumns(plain, 240).shown)).toEqual(['Name', 'Alias']);
    expect(headers(foldColumns(plain, 239).shown)).toEqual(['Name']);
  });
});
