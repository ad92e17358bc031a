import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSecondFactors } from '@web/features/security/api/second-factors';
import { TwoStepSignIn } from '@web/features/security/components/two-step-sign-in';
import { DASHBOARD_PATH } from '@web/lib/guards';
import { setCurrentUser, useCurrentUser } from '@web/lib/session';

/**
 * Where an account that acts for the authority sets up its second factor before anything else
 * (docs/product.md, "Two-step sign-in").
 */
export function Component() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const factors = useSecondFactors();
  if (!user) return null;
  const ready = Boolean(factors.data && (factors.data.totp || factors.data.passkeys > 0));
  const carryOn = () => {
    setCurrentUser({ ...user, must_set_up_second_factor: false });
    void navigate(DASHBOARD_PATH);
  };
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>Set up two-step sign-in</Title>
      <Text>
        Your account acts for the authority, so your password alone must not open it. Add a passkey
        or an authenticator app: signing in will then take it too. Keep the recovery codes you are
        shown somewhere safe.
      </Text>
      <TwoStepSignIn />
      <Group>
        <Button disabled={!ready} onClick={carryOn}>
          Continue to your dashboard
        </Button>
      </Group>
    </Stack>
  );
}
