import { Divider } from '@mantine/core';
import { RecordEditPage } from '../../../components/record-edit-page';
import { useService } from '../../../features/services/api/get-service';
import { ServiceForm } from '../../../features/services/components/service-form';
import { SsoSecretPanel } from '../../../features/services/components/sso-secret-panel';
import { servicePaths } from '../../../features/services/paths';

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
        </>
      )}
    </RecordEditPage>
  );
}
