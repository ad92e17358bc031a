import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';

type ServicesMenuProps = { variant?: 'subtle' | 'white' };

/** Services dropdown of the chrome (spec section 2); arrow keys move, Right opens the submenu. */
export function ServicesMenu({ variant = 'subtle' }: ServicesMenuProps) {
  return (
    <Menu trigger="click-hover" position="bottom-start" loop>
      <Menu.Target>
        <Button variant={variant} rightSection={<span aria-hidden="true">▾</span>}>
          Services
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/landing/parcel-allocation-services">
          Parcel Allocation
        </Menu.Item>
        <Menu.Sub>
          <Menu.Sub.Target>
            <Menu.Sub.Item>Data Center Services</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            <Menu.Item component={Link} to="/landing/software-vendors">
              Software Vendors
            </Menu.Item>
          </Menu.Sub.Dropdown>
        </Menu.Sub>
      </Menu.Dropdown>
    </Menu>
  );
}
