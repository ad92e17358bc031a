import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { SectionLoader } from '@web/components/section-loader';
import { useInteraction } from '@web/features/linked-sign-in/api/interaction';
import { AuthorizeCard } from '@web/features/linked-sign-in/components/authorize-card';

/** Where a linked service sends the user to sign in through the portal (record 0067). */
export function Component() {
  const { uid = '' } = useParams();
  const interaction = useInteraction(uid);
  return (
    <Stack gap="lg">
      <Title order={1}>Sign in to a linked service</Title>
      <SectionLoader query={interaction} what="the service's request">
        {(data) => <AuthorizeCard uid={uid} interaction={data} />}
      </SectionLoader>
    </Stack>
  );
}
