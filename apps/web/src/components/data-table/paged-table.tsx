import type { ReactNode } from 'react';
import type { Column } from './column';
import { DataTable } from './data-table';
import { PagedListBody } from './paged-list-body';
import type { ListRow, PagedList } from './use-paged-list';

type PagedTableProps<Row extends ListRow> = {
  /** The table's accessible name, which also names its progress indicator. */
  title: string;
  list: Pick<PagedList<Row>, 'page' | 'isError' | 'retry' | 'follow'>;
  columns: Column<Row>[];
  actions?: (row: Row) => ReactNode;
  actionsWidth?: number;
  empty?: ReactNode;
};

/** A server list's page as a table, numbered on across pages, with its pagination links. */
export function PagedTable<Row extends ListRow>({
  title,
  list,
  columns,
  actions,
  actionsWidth,
  empty,
}: PagedTableProps<Row>) {
  return (
    <PagedListBody title={title} list={list}>
      {(page) => (
        <DataTable
          label={title}
          columns={columns}
          rows={page.data}
          from={page.from}
          actions={actions}
          actionsWidth={actionsWidth}
          empty={empty}
        />
      )}
    </PagedListBody>
  );
}
