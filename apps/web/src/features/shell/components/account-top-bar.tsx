import { Box, Burger, Button, Group, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { Brand } from '@web/components/brand/brand';
import styles from './account-shell.module.css';
import { ServicesMenu } from './services-menu';
import { UserMenu } from './user-menu';

type AccountTopBarProps = {
  name: string;
  onLogout: () => void;
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
};

/** On narrow screens the site links fold into one menu instead of disappearing. */
function CompactSiteMenu() {
  return (
    <Menu position="bottom-start" loop>
      <Menu.Target>
        <Button variant="subtle" rightSection={<span aria-hidden="true">▾</span>}>
          Site
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/landing/home">
          Home
        </Menu.Item>
        <Menu.Item component={Link} to="/landing/parcel-allocation-services">
          Parcel Allocation
        </Menu.Item>
        <Menu.Item component={Link} to="/landing/software-vendors">
          Software Vendors
        </Menu.Item>
        <Menu.Item component={Link} to="/landing/cloud-solutions">
          Register of Cloud Solutions
        </Menu.Item>
        <Menu.Item component={Link} to="/landing/about-us">
          About Us
        </Menu.Item>
        <Menu.Item component={Link} to="/landing/faqs">
          FAQs
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function AccountTopBar({
  name,
  onLogout,
  sidebarOpened,
  onToggleSidebar,
}: AccountTopBarProps) {
  return (
    <Group h="100%" px="md" gap="xs" wrap="nowrap">
      <div className={styles.brandSlot}>
        <Burger
          opened={sidebarOpened}
          onClick={onToggleSidebar}
          hiddenFrom="sm"
          size="sm"
          aria-label={sidebarOpened ? 'Hide account menu' : 'Show account menu'}
          aria-controls="account-sidebar"
          aria-expanded={sidebarOpened}
        />
        <Brand to="/account/dashboard" link={Link} compact />
      </div>
      <Box component="nav" aria-label="Site" flex={1}>
        <Group gap={4} visibleFrom="md">
          <Button component={Link} to="/landing/home" variant="subtle">
            Home
          </Button>
          <ServicesMenu size="sm" />
          <Button component={Link} to="/landing/about-us" variant="subtle">
            About Us
          </Button>
          <Button component={Link} to="/landing/faqs" variant="subtle">
            FAQs
          </Button>
        </Group>
        <Box hiddenFrom="md">
          <CompactSiteMenu />
        </Box>
      </Box>
      <UserMenu name={name} onLogout={onLogout} />
    </Group>
  );
}
