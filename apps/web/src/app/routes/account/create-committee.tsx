import { FormPage } from '@web/components/form-page';
import { CommitteeForm } from '@web/features/committees/components/committee-form';

export function Component() {
  return (
    <FormPage title="Create committee" width={520}>
      <CommitteeForm />
    </FormPage>
  );
}
