import { Stack } from '@mantine/core';
import type { CurrentUser } from '@portal/shared/current-user';
import { Navigate, Outlet } from 'react-router';
import { BreadcrumbTrail } from '@web/components/breadcrumb-trail';
import { ReauthenticationPrompt } from '@web/features/security/components/reauthentication-prompt';
import { AccountShell } from '@web/features/shell/components/account-shell';
import { LOGIN_PATH } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';
import { useLogout } from '@web/hooks/use-logout';
import { useFreshPermissions } from '../use-fresh-permissions';

export function Component() {
  const user = useCurrentUser();
  const logout = useLogout();
  // The loader refuses signed-out visitors; this covers signing out in another tab.
  if (!user) return <Navigate to={LOGIN_PATH} replace />;
  return <SignedIn user={user} onLogout={logout} />;
}

function SignedIn({ user, onLogout: logout }: { user: CurrentUser; onLogout: () => void }) {
  useFreshPermissions(user);
  return (
    <AccountShell user={user} onLogout={logout}>
      <Stack gap="lg">
        <BreadcrumbTrail />
        <Outlet />
      </Stack>
      <ReauthenticationPrompt />
    </AccountShell>
  );
}
