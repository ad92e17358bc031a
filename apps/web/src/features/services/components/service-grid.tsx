import { SimpleGrid } from '@mantine/core';
import { EmptyState } from '@web/components/data-table/empty-state';
import { ServiceCard, type CardService } from './service-card';

type ServiceGridProps = {
  services: CardService[];
  /** The cards' heading level under the page's own headings. */
  headingOrder: 2 | 3;
};

/** Services as cards to pick from: the catalogue and the dashboard. */
export function ServiceGrid({ services, headingOrder }: ServiceGridProps) {
  if (services.length === 0) return <EmptyState />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} headingOrder={headingOrder} />
      ))}
    </SimpleGrid>
  );
}
