import { Paper, Title } from '@mantine/core';
import { RoleForm } from '../../../features/roles/components/role-form';

export function Component() {
  return (
    <>
      <Title order={1} mb="lg">
        Create role
      </Title>
      <Paper withBorder radius="md" p="lg" maw={520}>
        <RoleForm />
      </Paper>
    </>
  );
}
