import { Paper, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { RecordLoader } from '../../../components/record-loader';
import { useCommittee } from '../../../features/committees/api/get-committee';
import { CommitteeForm } from '../../../features/committees/components/committee-form';
import { committeePaths } from '../../../features/committees/paths';

function CommitteeEditor({ id }: { id: number }) {
  return (
    <RecordLoader
      query={useCommittee(id)}
      noun="committee"
      back={{ to: committeePaths.list, label: 'Back to committees' }}
    >
      {(committee) => <CommitteeForm committee={committee} />}
    </RecordLoader>
  );
}

export function Component() {
  // An id that is not a number is refused by the server (422) like any unknown one.
  const id = Number(useParams().id);
  return (
    <>
      <Title order={1} mb="lg">
        Edit committee
      </Title>
      <Paper withBorder radius="md" p="lg" maw={520}>
        <CommitteeEditor key={id} id={id} />
      </Paper>
    </>
  );
}
