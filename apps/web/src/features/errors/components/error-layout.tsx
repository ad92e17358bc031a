import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGoBack } from '@web/hooks/use-go-back';

const HOME_PATH = '/landing/home';

/**
 * An error screen's body: the message and every way on, Go Back, the home page and sign-in
 * (docs/product.md, "Screens and addresses"). The route modules put it in the public header and
 * footer, so a lost visitor still sees where they are.
 */
export function ErrorLayout({ children }: { children: ReactNode }) {
  const goBack = useGoBack(HOME_PATH);
  return (
    <Stack align="center" gap="md" ta="center" py={{ base: 'xl', sm: 64 }}>
      {children}
      <Group justify="center" gap="sm" mt="sm">
        <Button onClick={goBack}>Go Back</Button>
        <Button component={Link} to={HOME_PATH} variant="outline">
          Home page
        </Button>
        <Button component={Link} to="/auth/login" variant="subtle">
          Sign in
        </Button>
      </Group>
    </Stack>
  );
}
