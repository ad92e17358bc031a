import { Outlet } from 'react-router';
import { AuthLayout } from '@web/features/shell/components/auth-layout';

export function Component() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
