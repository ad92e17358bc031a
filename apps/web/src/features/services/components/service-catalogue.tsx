import { SimpleGrid, Stack, Title } from '@mantine/core';
import { EmptyState } from '../../../components/data-table/empty-state';
import { PagedListBody } from '../../../components/data-table/paged-list-body';
import { SearchBox } from '../../../components/data-table/search-box';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { servicesList } from '../api/get-services';
import { ServiceCard } from './service-card';

/**
 * Everyone else's side of /account/services (SPEC-NOTES.md): the services as cards to pick from,
 * with the same search and pagination as the management table.
 */
export function ServiceCatalogue() {
  const list = usePagedList(servicesList);
  return (
    <Stack gap="lg">
      <Title order={1}>Services</Title>
      <SearchBox
        label="Search services"
        onSearch={list.search}
        active={list.searchTerm !== undefined}
        onClear={list.clearSearch}
      />
      <PagedListBody title="Services" list={list}>
        {(page) =>
          page.data.length === 0 ? (
            <EmptyState />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {page.data.map((service) => (
                <ServiceCard key={service.id} service={service} />
              ))}
            </SimpleGrid>
          )
        }
      </PagedListBody>
    </Stack>
  );
}
