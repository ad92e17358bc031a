import { holds } from '../../../lib/guards';
import { ServiceCatalogue } from '../../../features/services/components/service-catalogue';
import { ServiceTable } from '../../../features/services/components/service-table';
import { useCurrentUser } from '../../../lib/session';

export function Component() {
  const user = useCurrentUser();
  // Administrators manage the services here; everyone else picks one to use (docs/product.md,
  // "Screens and addresses").
  return holds(user, 'services.manage') ? <ServiceTable /> : <ServiceCatalogue />;
}
