import { Center, Loader } from '@mantine/core';
import type { Paginated } from '@portal/shared/envelope';
import type { ReactNode } from 'react';
import type { Column } from '@web/components/data-table/column';
import { DataTable } from '@web/components/data-table/data-table';
import { linkAddressOf } from '@web/components/data-table/list-address';
import { PaginationLinks } from '@web/components/data-table/pagination-links';
import type { ListRow } from '@web/components/data-table/use-paged-list';
import { LoadFailed } from '@web/components/load-failed';

type PagedRowsProps<Row extends ListRow> = {
  label: string;
  query: { data: Paginated<Row> | undefined; isError: boolean; refetch: () => unknown };
  columns: Column<Row>[];
  /** Asks for another page, from one of the answer's links. */
  onPage: (page: number) => void;
  empty: ReactNode;
  failed: string;
};

/**
 * A page of a connection's readings or bills in a list that fits its screen (record 0026), with
 * the server's page links below it when there is more than one page.
 */
export function PagedRows<Row extends ListRow>({
  label,
  query,
  columns,
  onPage,
  empty,
  failed,
}: PagedRowsProps<Row>) {
  const answer = query.data;
  if (answer === undefined) {
    return query.isError ? (
      <LoadFailed message={failed} onRetry={() => void query.refetch()} />
    ) : (
      <Center py="md" role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={answer.data}
        from={answer.from}
        empty={empty}
      />
      {answer.last_page > 1 && (
        <PaginationLinks links={answer.links} onFollow={(url) => onPage(linkAddressOf(url).page)} />
      )}
    </>
  );
}
