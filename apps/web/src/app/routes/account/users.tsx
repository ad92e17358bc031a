import { ListPage } from '../../../components/data-table/list-page';
import { deleteUser } from '../../../features/users/api/delete-user';
import { usersList } from '../../../features/users/api/get-users';
import { userColumns } from '../../../features/users/components/user-columns';
import { userDetails } from '../../../features/users/components/user-details';
import { userPaths } from '../../../features/users/paths';

export function Component() {
  return (
    <ListPage
      auditType="user"
      title="Users"
      source={usersList}
      item="user"
      addPath={userPaths.create}
      columns={userColumns}
      actions={{
        name: (user) => user.name,
        details: userDetails,
        showPath: (user) => userPaths.show(user.id),
        editPath: (user) => userPaths.edit(user.id),
        remove: (user) => deleteUser(user.id),
      }}
    />
  );
}
