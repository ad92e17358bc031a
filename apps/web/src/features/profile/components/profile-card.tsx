import { Button, Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@portal/shared/profile';
import { formatDate } from '@web/lib/format';

type ProfileCardProps = {
  profile: Profile | undefined;
  loading: boolean;
  onRetry: () => void;
  onLogout: () => void;
};

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <>
      <Title order={2}>{profile.name}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Detail label="Role" value={profile.user_role} />
        <Detail label="Email" value={profile.email} />
        <Detail label="Created" value={formatDate(profile.created_at)} />
        <Detail label="Account status" value={profile.account_status} />
      </SimpleGrid>
    </>
  );
}

/**
 * The profile's read view: name, role, email, created date and account status, with a LogOut button
 * that works whether or not the profile could be loaded.
 */
export function ProfileCard({ profile, loading, onRetry, onLogout }: ProfileCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Your account">
      <Stack gap="md" align="flex-start">
        {loading ? (
          <Center w="100%" py="lg" role="status" aria-label="Loading profile">
            <Loader />
          </Center>
        ) : profile ? (
          <ProfileDetails profile={profile} />
        ) : (
          <>
            <Text>Your profile could not be loaded.</Text>
            <Button variant="default" onClick={onRetry}>
              Try again
            </Button>
          </>
        )}
        <Button variant="default" onClick={onLogout}>
          LogOut
        </Button>
      </Stack>
    </Card>
  );
}
