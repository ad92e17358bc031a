import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Paginated } from '@portal/shared/envelope';
import type { ReactNode } from 'react';
import { PaginationLinks } from './pagination-links';
import type { ListRow, PagedList } from './use-paged-list';

type PagedListBodyProps<Row extends ListRow> = {
  /** Names the list in its progress indicator: 'Roles' reads 'Loading roles'. */
  title: string;
  list: Pick<PagedList<Row>, 'page' | 'isError' | 'retry' | 'follow'>;
  /** The page on screen: a table, or a catalogue's cards. */
  children: (page: Paginated<Row>) => ReactNode;
};

/**
 * A server list's page with its pagination links, a progress indicator until the first page
 * arrives, or a way to ask again when it could not be loaded.
 */
export function PagedListBody<Row extends ListRow>({
  title,
  list,
  children,
}: PagedListBodyProps<Row>) {
  if (list.page) {
    return (
      <>
        {children(list.page)}
        <PaginationLinks links={list.page.links} onFollow={list.follow} />
      </>
    );
  }
  if (list.isError) {
    return (
      <Stack align="flex-start">
        <Text>The list could not be loaded.</Text>
        <Button variant="default" onClick={list.retry}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Center py="lg" role="status" aria-label={`Loading ${title.toLowerCase()}`}>
      <Loader />
    </Center>
  );
}
