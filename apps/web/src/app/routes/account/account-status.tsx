import { RecordEditPage } from '../../../components/record-edit-page';
import { useUserWithLookups } from '../../../features/users/api/get-user-with-lookups';
import { AccountStatusForm } from '../../../features/users/components/account-status-form';
import { userPaths } from '../../../features/users/paths';

export function Component() {
  return (
    <RecordEditPage
      title="Account status"
      width={520}
      useRecord={useUserWithLookups}
      noun="user"
      back={{ to: userPaths.list, label: 'Back to users' }}
    >
      {({ user, lookups }) => <AccountStatusForm user={user} statuses={lookups.account_statuses} />}
    </RecordEditPage>
  );
}
