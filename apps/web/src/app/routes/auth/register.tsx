import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useHomeLookups } from '@web/features/auth/api/get-home-lookups';
import { RegisterForm } from '@web/features/auth/components/register-form';
import { LOGIN_PATH } from '@web/lib/guards';

export function Component() {
  const navigate = useNavigate();
  const lookups = useHomeLookups();
  return (
    <>
      <Title order={1} mb="lg">
        Register
      </Title>
      <RegisterForm
        accountTypes={lookups.data?.account_types ?? []}
        countries={lookups.data?.countries ?? []}
        loading={lookups.isPending}
        // Router state rather than the address: an email does not belong in a URL.
        onSuccess={(email) => void navigate(LOGIN_PATH, { state: { email } })}
      />
    </>
  );
}
