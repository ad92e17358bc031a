import { AppShell, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CurrentUser } from '@portal/shared/current-user';
import type { ReactNode } from 'react';
import { site } from '@portal/shared/site';
import { AccountSidebar } from './account-sidebar';
import { AccountTopBar } from './account-top-bar';
import styles from './account-shell.module.css';

type AccountShellProps = { user: CurrentUser; onLogout: () => void; children: ReactNode };

/** Chrome of the signed-in area: top bar, sidebar by role, footer with year and version. */
export function AccountShell({ user, onLogout, children }: AccountShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      className={styles.shell}
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
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
          <AccountSidebar
            permissions={user.permissions}
            context={{
              onCommittee: user.committees.length > 0,
              holdsConnection: user.holds_utility_connection,
              holdsPartnership: user.holds_vendor_partnership,
            }}
            onNavigate={close}
          />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main className={styles.main}>{children}</AppShell.Main>
      <footer className={styles.footer}>
        <p>
          © {new Date().getFullYear()} {site.organisation}
        </p>
        <p>Version {__APP_VERSION__}</p>
      </footer>
    </AppShell>
  );
}
