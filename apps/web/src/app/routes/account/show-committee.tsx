import { Button, Group, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { HistoryLink } from '@web/components/history-link';
import { RecordLoader } from '@web/components/record-loader';
import { useCommittee } from '@web/features/committees/api/get-committee';
import { CommitteeMembers } from '@web/features/committees/components/committee-members';
import { committeePaths } from '@web/features/committees/paths';
import { holds, PROFILE_PATH } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

function MembersOf({ id, manages }: { id: number; manages: boolean }) {
  // No way back of its own: the screen's Cancel is one.
  return (
    <RecordLoader query={useCommittee(id)} noun="committee">
      {(committee) => <CommitteeMembers committee={committee} manages={manages} />}
    </RecordLoader>
  );
}

export function Component() {
  // An id that is not a number is refused by the server (422) like any unknown one.
  const id = Number(useParams().id);
  // A member who is not an administrator came from their profile, and the list is not theirs.
  const manages = holds(useCurrentUser(), 'committees.manage');
  const cancelTo = manages ? committeePaths.list : PROFILE_PATH;
  return (
    <Stack gap="lg">
      <Title order={1}>Committee details</Title>
      <MembersOf key={id} id={id} manages={manages} />
      <Group>
        <Button variant="default" component={Link} to={cancelTo}>
          Cancel
        </Button>
        <HistoryLink recordType="committee" recordId={id} />
      </Group>
    </Stack>
  );
}
