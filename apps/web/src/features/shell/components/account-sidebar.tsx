import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import {
  activeLinkFor,
  isGroup,
  sidebarFor,
  type SidebarContext,
  type SidebarLink,
} from '../sidebar-items';
import styles from './account-sidebar.module.css';

function SidebarNavLink({ link, onNavigate }: { link: SidebarLink; onNavigate: () => void }) {
  const { pathname } = useLocation();
  // A record's screens keep their list's link current (decision record 0025).
  const active = activeLinkFor(pathname) === link.to;
  return (
    <NavLink
      component={Link}
      to={link.to}
      label={link.label}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={styles.link}
    />
  );
}

type AccountSidebarProps = {
  permissions: readonly string[];
  /** What else decides a link: a seat on a committee, a connection, a partnership. */
  context: SidebarContext;
  onNavigate: () => void;
};

/**
 * Sidebar links by what the user may do; groups are always open so every link is one Tab away. The landmark
 * around it is the AppShell navbar (a labelled <nav>).
 */
export function AccountSidebar({ permissions, context, onNavigate }: AccountSidebarProps) {
  return (
    <ul className={styles.list}>
      {sidebarFor(permissions, context).map((entry) => (
        // A group and a link may share a word (the Utilities group, the tenant's Utilities).
        <li key={isGroup(entry) ? `group ${entry.label}` : entry.to}>
          {isGroup(entry) ? (
            <>
              <div id={`sidebar-${entry.label}`} className={styles.groupHeading}>
                {entry.label}
              </div>
              <ul className={styles.list} aria-labelledby={`sidebar-${entry.label}`}>
                {entry.links.map((link) => (
                  <li key={link.to}>
                    <SidebarNavLink link={link} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <SidebarNavLink link={entry} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}
