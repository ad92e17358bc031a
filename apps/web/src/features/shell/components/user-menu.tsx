import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';

type UserMenuProps = { name: string; onLogout: () => void };

export function UserMenu({ name, onLogout }: UserMenuProps) {
  return (
    <Menu position="bottom-end" loop>
      <Menu.Target>
        <Button variant="default" rightSection={<span aria-hidden="true">▾</span>}>
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/account/profile">
          Profile
        </Menu.Item>
        <Menu.Item onClick={onLogout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
