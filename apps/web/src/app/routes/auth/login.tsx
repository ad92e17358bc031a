import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form';
import { DASHBOARD_PATH } from '../../../lib/guards';

export function Component() {
  const navigate = useNavigate();
  return (
    <>
      <Title order={1} mb="lg">
        Login
      </Title>
      {/* An unverified registered user is sent on to email verification by the account guard. */}
      <LoginForm onSuccess={() => void navigate(DASHBOARD_PATH)} />
    </>
  );
}
