import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { RecordLoader } from '@web/components/record-loader';
import { useUser } from '@web/features/users/api/get-user';
import { MoreInfo } from '@web/features/users/components/more-info';
import { UserCard } from '@web/features/users/components/user-card';
import { UserSignIn } from '@web/features/users/components/user-sign-in';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

function UserProfile({ id }: { id: number }) {
  const viewer = useCurrentUser();
  // An administrator sees how another user signs in; one's own is on the profile.
  const administers = holds(viewer, 'users.manage') && viewer?.id !== id;
  // No way back of its own: administrators and the user themself come from different places.
  return (
    <RecordLoader query={useUser(id)} noun="user">
      {(user) => (
        <>
          <UserCard user={user} />
          <MoreInfo user={user} />
          {administers && <UserSignIn user={user} />}
        </>
      )}
    </RecordLoader>
  );
}

export function Component() {
  // An id that is not a number is refused by the server (422) like any unknown one.
  const id = Number(useParams().id);
  return (
    <Stack gap="lg">
      <Title order={1}>User details</Title>
      <UserProfile key={id} id={id} />
    </Stack>
  );
}
