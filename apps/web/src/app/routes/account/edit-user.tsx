import { RecordEditPage } from '@web/components/record-edit-page';
import { useHomeLookups } from '@web/features/auth/api/get-home-lookups';
import { useUserWithLookups } from '@web/features/users/api/get-user-with-lookups';
import { UserForm } from '@web/features/users/components/user-form';
import { userPaths } from '@web/features/users/paths';

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
