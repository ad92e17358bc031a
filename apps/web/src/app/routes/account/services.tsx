import { holds } from '@web/lib/guards';
import { ServiceCatalogue } from '@web/features/services/components/service-catalogue';
import { ServiceTable } from '@web/features/services/components/service-table';
import { ApplyAsVendor } from '@web/features/vendor-applications/form/apply-as-vendor';
import { useCurrentUser } from '@web/lib/session';

export function Component() {
  const user = useCurrentUser();
  // Administrators manage the services here; everyone else picks one to use (docs/product.md,
  // "Screens and addresses"), and a vendor applies to an open call from here: the public
  // software vendors page's Apply leads here.
  if (holds(user, 'services.manage')) return <ServiceTable />;
  return <ServiceCatalogue lead={user && <ApplyAsVendor userId={user.id} headingOrder={2} />} />;
}
