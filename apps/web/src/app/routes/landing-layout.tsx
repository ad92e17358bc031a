import { Outlet } from 'react-router';
import { PublicShell } from '@web/features/shell/components/public-shell';

export function Component() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
