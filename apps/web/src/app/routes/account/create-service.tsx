import { FormPage } from '../../../components/form-page';
import { ServiceForm } from '../../../features/services/components/service-form';

export function Component() {
  return (
    <FormPage title="Create service" width={640}>
      <ServiceForm />
    </FormPage>
  );
}
