import { RecordEditPage } from '../../../components/record-edit-page';
import { useUserWithLookups } from '../../../features/users/api/get-user-with-lookups';
import { UserForm } from '../../../features/users/components/user-form';
import { userPaths } from '../../../features/users/paths';

export function Component() {
  return (
    <RecordEditPage
      title="Edit user"
      width={760}
      useRecord={useUserWithLookups}
      noun="user"
      back={{ to: userPaths.list, label: 'Back to users' }}
    >
      {({ user, lookups }) => <UserForm user={user} lookups={lookups} />}
    </RecordEditPage>
  );
}
