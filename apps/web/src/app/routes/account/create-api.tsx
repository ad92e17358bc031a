import { FormPage } from '../../../components/form-page';
import { ApiKeyForm } from '../../../features/api-keys/components/api-key-form';

export function Component() {
  return (
    <FormPage title="Create API" width={520}>
      <ApiKeyForm />
    </FormPage>
  );
}
