import { FormPage } from '@web/components/form-page';
import { ApiKeyForm } from '@web/features/api-keys/components/api-key-form';

export function Component() {
  return (
    <FormPage title="Create API" width={520}>
      <ApiKeyForm />
    </FormPage>
  );
}
