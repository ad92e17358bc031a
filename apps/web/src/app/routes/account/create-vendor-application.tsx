import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { VendorFourSteps } from '@web/features/vendor-applications/form/four-steps';
import { OpenCalls } from '@web/features/vendor-applications/form/open-calls';
import { useCurrentUser } from '@web/lib/session';

export function Component() {
  // The account guards let no one in without a user.
  const user = useCurrentUser();
  const asked = Number(useSearchParams()[0].get('call_id'));
  return (
    <Stack gap="lg">
      <Title order={1}>Apply as a software or cloud provider</Title>
      <Paper withBorder radius="md" p="lg" maw={720}>
        <Stack gap="md">
          <Text>
            The authority calls for expressions of interest from software and cloud providers whose
            solutions it may offer through the technology city’s data centre. The committee
            evaluates each solution; approved ones join the public register of cloud solutions.
          </Text>
          <VendorFourSteps />
        </Stack>
      </Paper>
      {user && (
        <OpenCalls userId={user.id} askedId={Number.isInteger(asked) && asked > 0 ? asked : null} />
      )}
    </Stack>
  );
}
