import { FormPage } from '@web/components/form-page';
import { TariffForm } from '@web/features/utility-tariffs/components/tariff-form';

export function Component() {
  return (
    <FormPage title="Add a tariff version" width={760}>
      <TariffForm />
    </FormPage>
  );
}
