import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ForgotPasswordForm } from '@web/features/auth/components/forgot-password-form';
import { LOGIN_PATH } from '@web/lib/guards';

export function Component() {
  const navigate = useNavigate();
  return (
    <>
      <Title order={1} mb="lg">
        Forgot password
      </Title>
      <ForgotPasswordForm onSuccess={() => void navigate(LOGIN_PATH)} />
    </>
  );
}
