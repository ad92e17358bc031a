import { Paper, Stack, Tabs, Title } from '@mantine/core';
import type { CurrentUser } from '@portal/shared/current-user';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useHomeLookups } from '@web/features/auth/api/get-home-lookups';
import { ChangePasswordForm } from '@web/features/auth/components/change-password-form';
import { MyCommittees } from '@web/features/committees/components/my-committees';
import { useProfile } from '@web/features/profile/api/get-profile';
import { ProfileCard } from '@web/features/profile/components/profile-card';
import { ProfileUpdateForm } from '@web/features/profile/components/profile-update-form';
import { SessionsList } from '@web/features/security/components/sessions-list';
import { TwoStepSignIn } from '@web/features/security/components/two-step-sign-in';
import { LOGIN_PATH } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';
import { useLogout } from '@web/hooks/use-logout';

function ProfileScreen({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const profile = useProfile(user.id);
  const home = useHomeLookups();
  // `?tab=update` opens the profile form itself: the dashboard's "Complete your profile" leads there.
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'update' ? 'profile' : 'password');
  return (
    <Stack gap="lg">
      <Title order={1}>Profile</Title>
      <ProfileCard
        profile={profile.data}
        loading={profile.isPending}
        onRetry={() => void profile.refetch()}
        onLogout={() => void logout()}
      />
      <MyCommittees committees={user.committees} />
      <Paper withBorder radius="md" p="lg">
        <Tabs value={tab} onChange={(next) => setTab(next ?? 'password')}>
          <Tabs.List mb="md">
            <Tabs.Tab value="password">Change Password</Tabs.Tab>
            <Tabs.Tab value="profile">Profile update</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="password">
            {/* The server ended this session with the change: log in again. */}
            <ChangePasswordForm onSuccess={() => void navigate(LOGIN_PATH, { replace: true })} />
          </Tabs.Panel>
          <Tabs.Panel value="profile">
            <ProfileUpdateForm
              userId={user.id}
              profile={profile.data}
              countries={home.data?.countries ?? []}
              loadingCountries={home.isPending}
            />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <TwoStepSignIn />
      <SessionsList />
    </Stack>
  );
}

export function Component() {
  const user = useCurrentUser();
  // The account layout shows no screen to a signed-out visitor.
  return user ? <ProfileScreen user={user} /> : null;
}
