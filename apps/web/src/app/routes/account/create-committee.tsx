import { Paper, Title } from '@mantine/core';
import { CommitteeForm } from '../../../features/committees/components/committee-form';

export function Component() {
  return (
    <>
      <Title order={1} mb="lg">
        Create committee
      </Title>
      <Paper withBorder radius="md" p="lg" maw={520}>
        <CommitteeForm />
      </Paper>
    </>
  );
}
