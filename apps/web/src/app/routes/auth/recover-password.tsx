import { Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { RecoverPasswordForm } from '@web/features/auth/components/recover-password-form';
import { LOGIN_PATH } from '@web/lib/guards';

export function Component() {
  const navigate = useNavigate();
  const { remember_token: token = '' } = useParams();
  return (
    <>
      <Title order={1} mb="lg">
        Recover password
      </Title>
      <RecoverPasswordForm token={token} onSuccess={() => void navigate(LOGIN_PATH)} />
    </>
  );
}
