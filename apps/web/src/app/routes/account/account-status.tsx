import { Paper, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { RecordLoader } from '../../../components/record-loader';
import { useUserWithLookups } from '../../../features/users/api/get-user-with-lookups';
import { AccountStatusForm } from '../../../features/users/components/account-status-form';
import { userPaths } from '../../../features/users/paths';

function StatusEditor({ id }: { id: number }) {
  return (
    <RecordLoader
      query={useUserWithLookups(id)}
      noun="user"
      back={{ to: userPaths.list, label: 'Back to users' }}
    >
      {({ user, lookups }) => <AccountStatusForm user={user} statuses={lookups.account_statuses} />}
    </RecordLoader>
  );
}

export function Component() {
  // An id that is not a number is refused by the server (422) like any unknown one.
  const id = Number(useParams().id);
  return (
    <>
      <Title order={1} mb="lg">
        Account status
      </Title>
      <Paper withBorder radius="md" p="lg" maw={520}>
        <StatusEditor key={id} id={id} />
      </Paper>
    </>
  );
}
