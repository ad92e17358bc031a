import { ServiceListAnswerSchema, type ServiceSummary } from '@portal/shared/services';
import { pagedListKey, type PagedListSource } from '../../../components/data-table/use-paged-list';

/** GET /services and POST /search-services: the management table and the catalogue alike. */
export const servicesList: PagedListSource<ServiceSummary> = {
  things: 'services',
  schema: ServiceListAnswerSchema,
};

/** Every page of the list, to load afresh after a write. */
export const servicesListKey = pagedListKey(servicesList.things);
