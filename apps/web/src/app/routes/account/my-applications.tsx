import { Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadFailed } from '@web/components/load-failed';
import { useMyApplications } from '@web/features/applications/api/get-applications';
import { FourSteps } from '@web/features/applications/components/four-steps';
import { MyApplicationList } from '@web/features/applications/components/my-application-list';
import { applicationPaths } from '@web/features/applications/paths';

export function Component() {
  const list = useMyApplications();
  const applications = list.data?.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>My applications</Title>
        {applications && applications.length > 0 && (
          <Button component={Link} to={applicationPaths.create}>
            Start an application
          </Button>
        )}
      </Group>
      {list.isError && (
        <LoadFailed
          message="Your applications could not be loaded."
          onRetry={() => void list.refetch()}
        />
      )}
      {!applications && !list.isError && (
        <Center py="lg" role="status" aria-label="Loading your applications">
          <Loader />
        </Center>
      )}
      {applications?.length === 0 && (
        <Paper withBorder radius="md" p="lg" maw={720}>
          <Stack gap="md" align="flex-start">
            <Title order={2}>You have no applications yet</Title>
            <FourSteps />
            <Button component={Link} to={applicationPaths.create}>
              Start an application
            </Button>
          </Stack>
        </Paper>
      )}
      {applications && applications.length > 0 && <MyApplicationList applications={applications} />}
    </Stack>
  );
}
