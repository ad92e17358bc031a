import { roleList } from '@portal/shared/roles';
import { ListPage } from '@web/components/data-table/list-page';
import { auditDetails } from '@web/components/record-modal';
import { deleteRole } from '@web/features/roles/api/delete-role';
import { RoleGrants } from '@web/features/roles/components/role-grants';
import { rolePaths } from '@web/features/roles/paths';
import { formatDate } from '@web/lib/format';

export function Component() {
  return (
    <ListPage
      auditType="role"
      title="Roles"
      source={roleList}
      item="role"
      addPath={rolePaths.create}
      columns={[
        { header: 'Name', cell: (role) => role.name },
        { header: 'Created', priority: 2, cell: (role) => formatDate(role.created_at) },
      ]}
      actions={{
        name: (role) => role.name,
        details: (role) => [
          { label: 'Name', value: role.name },
          { label: 'Grants', value: <RoleGrants roleId={role.id} />, wide: true },
          ...auditDetails(role),
        ],
        editPath: (role) => rolePaths.edit(role.id),
        remove: (role) => deleteRole(role.id),
      }}
    />
  );
}
