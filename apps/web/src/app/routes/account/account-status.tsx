import { RecordEditPage } from '@web/components/record-edit-page';
import { useUserWithLookups } from '@web/features/users/api/get-user-with-lookups';
import { AccountStatusForm } from '@web/features/users/components/account-status-form';
import { userPaths } from '@web/features/users/paths';

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
