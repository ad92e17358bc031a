import { serviceList } from '@portal/shared/services';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PagedListBody } from '@web/components/data-table/paged-list-body';
import { SearchBox } from '@web/components/data-table/search-box';
import { usePagedList } from '@web/components/data-table/use-paged-list';
import { ServiceGrid } from './service-grid';

/**
 * Everyone else's side of /account/services (docs/product.md, "Screens and addresses"): the
 * services as cards to pick from, with the same search and pagination as the management table;
 * `lead`, what the page offers first (the way to apply as a vendor).
 */
export function ServiceCatalogue({ lead }: { lead?: ReactNode }) {
  const list = usePagedList(serviceList);
  return (
    <Stack gap="lg">
      <Title order={1}>Services</Title>
      {lead}
      <SearchBox
        label="Search services"
        onSearch={list.search}
        term={list.searchTerm}
        onClear={list.clearSearch}
      />
      <PagedListBody title="Services" list={list}>
        {(page) => <ServiceGrid services={page.data} headingOrder={2} />}
      </PagedListBody>
    </Stack>
  );
}
