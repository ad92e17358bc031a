import { RecordEditPage } from '@web/components/record-edit-page';
import { useRole } from '@web/features/roles/api/get-role';
import { RoleForm } from '@web/features/roles/components/role-form';
import { rolePaths } from '@web/features/roles/paths';

export function Component() {
  return (
    <RecordEditPage
      title="Edit role"
      width={760}
      useRecord={useRole}
      noun="role"
      back={{ to: rolePaths.list, label: 'Back to roles' }}
    >
      {(role) => <RoleForm role={role} />}
    </RecordEditPage>
  );
}
