import { Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '@web/features/auth/components/login-form';
import { afterSignIn } from '@web/lib/guards';

export function Component() {
  const navigate = useNavigate();
  // Registration leads here with the new account's email (docs/user-manual.md, "Registering").
  const { state, search } = useLocation() as { state: { email?: unknown } | null; search: string };
  const email = typeof state?.email === 'string' ? state.email : undefined;
  return (
    <>
      <Title order={1} mb="lg">
        Login
      </Title>
      {/* Back to the account page that sent the visitor here, if one did. An unverified
          registered user is sent on to email verification by the account guard. */}
      <LoginForm email={email} onSuccess={() => void navigate(afterSignIn(search))} />
    </>
  );
}
