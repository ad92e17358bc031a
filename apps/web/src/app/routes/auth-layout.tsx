import { Outlet } from 'react-router';
import { AuthLayout } from '../../features/shell/components/auth-layout';

export function Component() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
