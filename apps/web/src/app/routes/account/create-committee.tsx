import { FormPage } from '../../../components/form-page';
import { CommitteeForm } from '../../../features/committees/components/committee-form';

export function Component() {
  return (
    <FormPage title="Create committee" width={520}>
      <CommitteeForm />
    </FormPage>
  );
}
