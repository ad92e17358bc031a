import { Divider } from '@mantine/core';
import { RecordEditPage } from '@web/components/record-edit-page';
import { useService } from '@web/features/services/api/get-service';
import { ServiceForm } from '@web/features/services/components/service-form';
import { OidcClientPanel } from '@web/features/services/components/oidc-client-panel';
import { SsoSecretPanel } from '@web/features/services/components/sso-secret-panel';
import { servicePaths } from '@web/features/services/paths';

export function Component() {
  return (
    <RecordEditPage
      title="Edit service"
      width={640}
      useRecord={useService}
      noun="service"
      back={{ to: servicePaths.list, label: 'Back to services' }}
    >
      {(service) => (
        <>
          <ServiceForm service={service} />
          {service.has_sso && (
            <>
              <Divider my="lg" />
              <SsoSecretPanel service={service} />
            </>
          )}
          <Divider my="lg" />
          <OidcClientPanel service={service} />
        </>
      )}
    </RecordEditPage>
  );
}
