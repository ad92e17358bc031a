import { Paper, Title } from '@mantine/core';
import { ServiceForm } from '../../../features/services/components/service-form';

export function Component() {
  return (
    <>
      <Title order={1} mb="lg">
        Create service
      </Title>
      <Paper withBorder radius="md" p="lg" maw={640}>
        <ServiceForm />
      </Paper>
    </>
  );
}
