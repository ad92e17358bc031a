import { holds } from '@web/lib/guards';
import { ServiceCatalogue } from '@web/features/services/components/service-catalogue';
import { ServiceTable } from '@web/features/services/components/service-table';
import { useCurrentUser } from '@web/lib/session';

export function Component() {
  const user = useCurrentUser();
  // Administrators manage the services here; everyone else picks one to use (docs/product.md,
  // "Screens and addresses").
  return holds(user, 'services.manage') ? <ServiceTable /> : <ServiceCatalogue />;
}
