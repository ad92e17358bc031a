import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Column } from './column';
import { PagedTable } from './paged-table';
import type { ListRow, PagedList } from './use-paged-list';

type FilteredListPageProps<Row extends ListRow> = {
  /** The page's h1 and the table's accessible name. */
  title: string;
  list: Pick<PagedList<Row>, 'page' | 'isError' | 'retry' | 'follow'> & { filter: object };
  /** The filters' form, applied to `list`. */
  filters: ReactNode;
  /** Where 'Add New' leads; none for a list of records the portal makes itself. */
  addPath?: string;
  columns: Column<Row>[];
  /** What an empty list says: while filtered, and when it holds nothing at all. */
  empty: { filtered: string; none: string };
  actions?: (row: Row) => ReactNode;
  actionsWidth?: number;
  /** What stands beside the list: a modal its actions open. */
  children?: ReactNode;
};

/** A back-office list screen whose filters are in the address (useFilteredList). */
export function FilteredListPage<Row extends ListRow>({
  title,
  list,
  filters,
  addPath,
  columns,
  empty,
  actions,
  actionsWidth,
  children,
}: FilteredListPageProps<Row>) {
  const filtered = Object.keys(list.filter).length > 0;
  return (
    <Stack gap="lg">
      {addPath ? (
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{title}</Title>
          <Button component={Link} to={addPath}>
            Add New
          </Button>
        </Group>
      ) : (
        <Title order={1}>{title}</Title>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {filters}
          <PagedTable
            title={title}
            list={list}
            columns={columns}
            actions={actions}
            actionsWidth={actionsWidth}
            empty={filtered ? empty.filtered : empty.none}
          />
        </Stack>
      </Paper>
      {children}
    </Stack>
  );
}
