import { FormPage } from '@web/components/form-page';
import { RoleForm } from '@web/features/roles/components/role-form';

export function Component() {
  return (
    <FormPage title="Create role" width={760}>
      <RoleForm />
    </FormPage>
  );
}
