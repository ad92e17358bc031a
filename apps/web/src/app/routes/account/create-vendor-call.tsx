import { FormPage } from '@web/components/form-page';
import { VendorCallForm } from '@web/features/vendor-calls/components/vendor-call-form';

export function Component() {
  return (
    <FormPage title="Open a call" width={640}>
      <VendorCallForm />
    </FormPage>
  );
}
