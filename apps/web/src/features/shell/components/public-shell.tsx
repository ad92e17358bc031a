import { Box, Container } from '@mantine/core';
import type { CurrentUser } from '@portal/shared/current-user';
import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

type PublicShellProps = { user: CurrentUser | null; onLogout: () => void; children: ReactNode };

/** Chrome of the public information pages (/landing/*). */
export function PublicShell({ user, onLogout, children }: PublicShellProps) {
  return (
    <Box display="flex" mih="100vh" style={{ flexDirection: 'column' }}>
      <PublicHeader user={user} onLogout={onLogout} />
      <Container component="main" size="lg" w="100%" style={{ flex: 1 }}>
        {children}
      </Container>
      <PublicFooter />
    </Box>
  );
}
