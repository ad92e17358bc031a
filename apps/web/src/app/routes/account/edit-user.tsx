import { RecordEditPage } from '../../../components/record-edit-page';
import { useHomeLookups } from '../../../features/auth/api/get-home-lookups';
import { useUserWithLookups } from '../../../features/users/api/get-user-with-lookups';
import { UserForm } from '../../../features/users/components/user-form';
import { userPaths } from '../../../features/users/paths';

export function Component() {
  const home = useHomeLookups();
  return (
    <RecordEditPage
      title="Edit user"
      width={760}
      useRecord={useUserWithLookups}
      noun="user"
      back={{ to: userPaths.list, label: 'Back to users' }}
    >
      {({ user, lookups }) => (
        <UserForm
          user={user}
          lookups={lookups}
          countries={home.data?.countries ?? []}
          loadingCountries={home.isPending}
        />
      )}
    </RecordEditPage>
  );
}
