import { userList } from '@portal/shared/users';
import { ListPage } from '@web/components/data-table/list-page';
import { deleteUser } from '@web/features/users/api/delete-user';
import { userColumns } from '@web/features/users/components/user-columns';
import { userDetails } from '@web/features/users/components/user-details';
import { userPaths } from '@web/features/users/paths';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

/** The users list: Add New, Edit, Delete and the status links only for the roles that may use them. */
export function Component() {
  const user = useCurrentUser();
  const manages = holds(user, 'users.manage');
  return (
    <ListPage
      auditType="user"
      title="Users"
      source={userList}
      item="user"
      addPath={manages ? userPaths.create : undefined}
      columns={userColumns({ changesStatus: holds(user, 'users.status') })}
      actions={{
        name: (row) => row.name,
        details: userDetails,
        showPath: (row) => userPaths.show(row.id),
        editPath: manages ? (row) => userPaths.edit(row.id) : undefined,
        remove: manages ? (row) => deleteUser(row.id) : undefined,
      }}
    />
  );
}
