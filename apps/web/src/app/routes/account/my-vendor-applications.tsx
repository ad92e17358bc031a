import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { LoadFailed } from '@web/components/load-failed';
import { paths } from '@web/config/resources';
import { useMyVendorApplications } from '@web/features/vendor-applications/api/list-vendor-applications';
import { ApplyAsVendor, WayForward } from '@web/features/vendor-applications/form/apply-as-vendor';
import { VendorFourSteps } from '@web/features/vendor-applications/form/four-steps';
import { MyVendorApplicationList } from '@web/features/vendor-applications/form/my-vendor-application-list';
import { useCurrentUser } from '@web/lib/session';

function MyVendorApplications({ userId }: { userId: number }) {
  const list = useMyVendorApplications(userId);
  const applications = list.data;
  if (list.isError) {
    return (
      <LoadFailed
        message="Your vendor applications could not be loaded."
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!applications) {
    return (
      <Center py="lg" role="status" aria-label="Loading your vendor applications">
        <Loader />
      </Center>
    );
  }
  if (applications.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" maw={720}>
        <Stack gap="md" align="flex-start">
          <Title order={2}>You have no vendor applications yet</Title>
          <Text>
            Software and cloud providers apply to a call for expressions of interest while it is
            open: select <strong>Apply as a software or cloud provider</strong>, choose the call,
            and fill in the form.
          </Text>
          <VendorFourSteps />
          <WayForward to={paths.myVendorApplications.create}>
            Apply as a software or cloud provider
          </WayForward>
        </Stack>
      </Paper>
    );
  }
  return (
    <>
      <ApplyAsVendor userId={userId} headingOrder={2} drafts={false} />
      <MyVendorApplicationList applications={applications} />
    </>
  );
}

export function Component() {
  // The account guards let no one in without a user.
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <Title order={1}>My vendor applications</Title>
      {user && <MyVendorApplications userId={user.id} />}
    </Stack>
  );
}
