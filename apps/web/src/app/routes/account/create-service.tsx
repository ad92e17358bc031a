import { FormPage } from '@web/components/form-page';
import { ServiceForm } from '@web/features/services/components/service-form';

export function Component() {
  return (
    <FormPage title="Create service" width={640}>
      <ServiceForm />
    </FormPage>
  );
}
