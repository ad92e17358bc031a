import { FormPage } from '@web/components/form-page';
import { ConnectionForm } from '@web/features/utility-connections/components/connection-form';

export function Component() {
  return (
    <FormPage title="Add a connection" width={640}>
      <ConnectionForm />
    </FormPage>
  );
}
