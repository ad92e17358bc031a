import { Paper, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { RecordLoader } from '../../../components/record-loader';
import { useService } from '../../../features/services/api/get-service';
import { ServiceForm } from '../../../features/services/components/service-form';
import { servicePaths } from '../../../features/services/paths';

function ServiceEditor({ id }: { id: number }) {
  return (
    <RecordLoader
      query={useService(id)}
      noun="service"
      back={{ to: servicePaths.list, label: 'Back to services' }}
    >
      {(service) => <ServiceForm service={service} />}
    </RecordLoader>
  );
}

export function Component() {
  // An id that is not a number is refused by the server (422) like any unknown one.
  const id = Number(useParams().id);
  return (
    <>
      <Title order={1} mb="lg">
        Edit service
      </Title>
      <Paper withBorder radius="md" p="lg" maw={640}>
        <ServiceEditor key={id} id={id} />
      </Paper>
    </>
  );
}
