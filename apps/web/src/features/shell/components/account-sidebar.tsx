import { Box, NavLink, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isGroup, sidebarFor, type SidebarLink } from '../sidebar-items';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 };

function SidebarNavLink({ link, onNavigate }: { link: SidebarLink; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const active = pathname === link.to;
  return (
    <NavLink
      component={Link}
      to={link.to}
      label={link.label}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

type AccountSidebarProps = { role: number; onNavigate: () => void };

/**
 * Sidebar links by role; groups are always open so every link is one Tab away. The landmark
 * around it is the AppShell navbar (a labelled <nav>).
 */
export function AccountSidebar({ role, onNavigate }: AccountSidebarProps) {
  return (
    <Box component="ul" style={listStyle}>
      {sidebarFor(role).map((entry) => (
        <li key={entry.label}>
          {isGroup(entry) ? (
            <>
              <Text id={`sidebar-${entry.label}`} fw={700} fz="sm" px="sm" pt="sm" pb={4}>
                {entry.label}
              </Text>
              <Box
                component="ul"
                style={listStyle}
                pl="sm"
                aria-labelledby={`sidebar-${entry.label}`}
              >
                {entry.links.map((link) => (
                  <li key={link.to}>
                    <SidebarNavLink link={link} onNavigate={onNavigate} />
                  </li>
                ))}
              </Box>
            </>
          ) : (
            <SidebarNavLink link={entry} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </Box>
  );
}
