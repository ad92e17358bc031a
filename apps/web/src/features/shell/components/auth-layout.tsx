import { Anchor, Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { site } from '@portal/shared/site';

/** Centred card for the sign-in, registration and password screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.1">
      <Stack w="100%" maw={480} gap="md">
        <Anchor component={Link} to="/landing/home" fw={700} fz="lg" ta="center">
          {site.name}
        </Anchor>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          {children}
        </Paper>
        <Anchor component={Link} to="/landing/home" ta="center" fz="sm">
          Back to home
        </Anchor>
      </Stack>
    </Center>
  );
}
