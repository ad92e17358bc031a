import { Button, Center, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useGoBack } from '../../../hooks/use-go-back';

const HOME_PATH = '/landing/home';

/**
 * Bare page for error screens: the message and a Go Back button, nothing else (docs/product.md,
 * "Screens and addresses").
 */
export function ErrorLayout({ children }: { children: ReactNode }) {
  const goBack = useGoBack(HOME_PATH);
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" ta="center">
        {children}
        <Button onClick={goBack}>Go Back</Button>
      </Stack>
    </Center>
  );
}
