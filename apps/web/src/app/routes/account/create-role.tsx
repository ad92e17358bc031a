import { FormPage } from '../../../components/form-page';
import { RoleForm } from '../../../features/roles/components/role-form';

export function Component() {
  return (
    <FormPage title="Create role" width={760}>
      <RoleForm />
    </FormPage>
  );
}
