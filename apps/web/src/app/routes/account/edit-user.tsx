import { Paper, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { RecordLoader } from '../../../components/record-loader';
import { useUserWithLookups } from '../../../features/users/api/get-user-with-lookups';
import { UserForm } from '../../../features/users/components/user-form';
import { userPaths } from '../../../features/users/paths';

function UserEditor({ id }: { id: number }) {
  return (
    <RecordLoader
      query={useUserWithLookups(id)}
      noun="user"
      back={{ to: userPaths.list, label: 'Back to users' }}
    >
      {({ user, lookups }) => <UserForm user={user} lookups={lookups} />}
    </RecordLoader>
  );
}

export function Component() {
  // An id that is not a number is refused by the server (422) like any unknown one.
  const id = Number(useParams().id);
  return (
    <>
      <Title order={1} mb="lg">
        Edit user
      </Title>
      <Paper withBorder radius="md" p="lg" maw={760}>
        <UserEditor key={id} id={id} />
      </Paper>
    </>
  );
}
