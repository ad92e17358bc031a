import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

type EmailAlreadyVerifiedProps = { email: string; dashboardPath: string };

/**
 * What the verify page says to a user whose address is already confirmed: no code was sent, and
 * none is needed (docs/product.md, "Accounts").
 */
export function EmailAlreadyVerified({ email, dashboardPath }: EmailAlreadyVerifiedProps) {
  return (
    <Stack gap="md" align="flex-start">
      <Text>
        Your email address <strong>{email}</strong> is already verified. There is no code to enter.
      </Text>
      <Button component={Link} to={dashboardPath}>
        Go to the dashboard
      </Button>
    </Stack>
  );
}
