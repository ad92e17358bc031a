/** What a column tells the fitting about itself (record 0026). */
export type FitColumn = {
  /** 1 (the default) never folds; the larger the number, the sooner the column folds. */
  priority?: number;
  /** Width in px the column needs to be read comfortably; 120 if not said. */
  minWidth?: number;
};

/** Below this width of the list's own container, rows are shown as cards instead of a table. */
export const CARDS_BELOW = 640;

const DEFAULT_MIN_WIDTH = 120;

const widthOf = (column: FitColumn) => column.minWidth ?? DEFAULT_MIN_WIDTH;

/**
 * Which columns a table of `width` px shows and which fold into the row's view: the columns of
 * the largest priority number fold first, the rightmost of equals first, until the rest fit and
 * at least `atLeast` have folded. Columns of priority 1 always show, even if they do not fit: the
 * table then wraps their words. Both lists keep the columns' order.
 */
export function foldColumns<Column extends FitColumn>(
  columns: Column[],
  width: number,
  atLeast = 0,
): { shown: Column[]; folded: Column[] } {
  const foldOrder = columns
    .map((column, index) => ({ column, index, priority: column.priority ?? 1 }))
    .filter(({ priority }) => priority > 1)
    .sort((a, b) => b.priority - a.priority || b.index - a.index);
  const folded = new Set<Column>();
  let needed = columns.reduce((sum, column) => sum + widthOf(column), 0);
  for (const { column } of foldOrder) {
    if (needed <= width && folded.size >= atLeast) break;
    folded.add(column);
    needed -= widthOf(column);
  }
  return {
    shown: columns.filter((column) => !folded.has(column)),
    folded: columns.filter((column) => folded.has(column)),
  };
}
