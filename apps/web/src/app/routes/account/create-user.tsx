import { FormPage } from '../../../components/form-page';
import { useHomeLookups } from '../../../features/auth/api/get-home-lookups';
import { RecordLoader } from '../../../components/record-loader';
import { useUserLookups } from '../../../features/users/api/get-user-lookups';
import { UserForm } from '../../../features/users/components/user-form';
import { userPaths } from '../../../features/users/paths';

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
