import { Paper, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { RecordLoader } from '../../../components/record-loader';
import { useRole } from '../../../features/roles/api/get-role';
import { RoleForm } from '../../../features/roles/components/role-form';
import { rolePaths } from '../../../features/roles/paths';

function RoleEditor({ id }: { id: number }) {
  return (
    <RecordLoader
      query={useRole(id)}
      noun="role"
      back={{ to: rolePaths.list, label: 'Back to roles' }}
    >
      {(role) => <RoleForm role={role} />}
    </RecordLoader>
  );
}

export function Component() {
  // An id that is not a number is refused by the server (422) like any unknown one.
  const id = Number(useParams().id);
  return (
    <>
      <Title order={1} mb="lg">
        Edit role
      </Title>
      <Paper withBorder radius="md" p="lg" maw={520}>
        <RoleEditor key={id} id={id} />
      </Paper>
    </>
  );
}
