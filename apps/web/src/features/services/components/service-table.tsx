import { serviceList } from '@portal/shared/services';
import { ListPage } from '@web/components/data-table/list-page';
import { auditDetails } from '@web/components/record-modal';
import { formatDate } from '@web/lib/format';
import { deleteService } from '../api/delete-service';
import { servicePaths } from '../paths';
import { ServiceCategoryBadge } from './service-category-badge';
import { ServiceLink } from './service-link';
import { ServiceLogo } from './service-logo';

/**
 * The administrator's side of /account/services: the management table (docs/product.md, "Screens
 * and addresses").
 */
export function ServiceTable() {
  return (
    <ListPage
      auditType="service"
      title="Services"
      source={serviceList}
      item="service"
      addPath={servicePaths.create}
      columns={[
        {
          header: 'Logo',
          priority: 2,
          minWidth: 72,
          cell: (service) => (
            <ServiceLogo src={service.logo_url} alt={`${service.name} logo`} size={48} />
          ),
        },
        { header: 'Name', minWidth: 120, cell: (service) => service.name },
        {
          header: 'Description',
          priority: 3,
          minWidth: 200,
          cell: (service) => service.description,
        },
        {
          header: 'Category',
          priority: 2,
          cell: (service) => (
            <ServiceCategoryBadge category={service.category} name={service.service_category} />
          ),
        },
        {
          header: 'Created',
          priority: 3,
          minWidth: 100,
          cell: (service) => formatDate(service.created_at),
        },
      ]}
      actions={{
        name: (service) => service.name,
        details: (service) => [
          { label: 'Link', value: <ServiceLink link={service.link} /> },
          ...auditDetails(service),
        ],
        editPath: (service) => servicePaths.edit(service.id),
        remove: (service) => deleteService(service.id),
      }}
    />
  );
}
