import { FormPage } from '@web/components/form-page';
import { useHomeLookups } from '@web/features/auth/api/get-home-lookups';
import { RecordLoader } from '@web/components/record-loader';
import { useUserLookups } from '@web/features/users/api/get-user-lookups';
import { UserForm } from '@web/features/users/components/user-form';
import { userPaths } from '@web/features/users/paths';

export function Component() {
  const home = useHomeLookups();
  return (
    <FormPage title="Create user" width={760}>
      <RecordLoader
        query={useUserLookups()}
        noun="form"
        back={{ to: userPaths.list, label: 'Back to users' }}
      >
        {(lookups) => (
          <UserForm
            lookups={lookups}
            countries={home.data?.countries ?? []}
            loadingCountries={home.isPending}
          />
        )}
      </RecordLoader>
    </FormPage>
  );
}
