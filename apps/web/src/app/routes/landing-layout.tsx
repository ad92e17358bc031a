import { Outlet } from 'react-router';
import { PublicShell } from '../../features/shell/components/public-shell';
import { useCurrentUser } from '../../lib/session';
import { useLogout } from '../use-logout';

export function Component() {
  const user = useCurrentUser();
  const logout = useLogout();
  return (
    <PublicShell user={user} onLogout={logout}>
      <Outlet />
    </PublicShell>
  );
}
