import { AppShell, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CurrentUser } from '@portal/shared/current-user';
import type { ReactNode } from 'react';
import { site } from '@portal/shared/site';
import { AccountSidebar } from './account-sidebar';
import { AccountTopBar } from './account-top-bar';

type AccountShellProps = { user: CurrentUser; onLogout: () => void; children: ReactNode };

/** Chrome of the signed-in area: top bar, sidebar by role, footer with year and version. */
export function AccountShell({ user, onLogout, children }: AccountShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      footer={{ height: 44 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <AccountTopBar
          name={user.name}
          onLogout={onLogout}
          sidebarOpened={opened}
          onToggleSidebar={toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar id="account-sidebar" aria-label="Account" p="xs">
        {/* The administrator's sidebar is taller than a laptop screen: it scrolls on its own. */}
        <AppShell.Section grow component={ScrollArea}>
          <AccountSidebar role={user.role} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
      <AppShell.Footer>
        <Group h="100%" px="md" justify="space-between" fz="sm">
          <Text inherit>
            © {new Date().getFullYear()} {site.organisation}
          </Text>
          <Text inherit>Version {__APP_VERSION__}</Text>
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
