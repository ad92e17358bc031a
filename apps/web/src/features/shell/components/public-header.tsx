import { Anchor, Button, Group, Text } from '@mantine/core';
import type { CurrentUser } from '@portal/shared/current-user';
import { Link } from 'react-router';
import { site } from '../../../config/site';
import { HelpBar } from './help-bar';
import { ServicesMenu } from './services-menu';

type PublicHeaderProps = { user: CurrentUser | null; onLogout: () => void };

export function PublicHeader({ user, onLogout }: PublicHeaderProps) {
  return (
    <header>
      <HelpBar />
      <Group justify="space-between" wrap="wrap" px="md" py="sm" gap="sm">
        <Anchor component={Link} to="/landing/home" fw={700} fz="lg" underline="never">
          {site.name}
        </Anchor>
        <Group component="nav" aria-label="Main" gap={4}>
          <Button component={Link} to="/landing/home" variant="subtle">
            Home
          </Button>
          <ServicesMenu />
          <Button component={Link} to="/landing/faqs" variant="subtle">
            FAQs
          </Button>
        </Group>
        {user ? (
          <Group gap="sm">
            <Text>Welcome, {user.name}</Text>
            <Button component={Link} to="/account/dashboard" variant="default">
              Dashboard
            </Button>
            <Button onClick={onLogout}>Logout</Button>
          </Group>
        ) : (
          <Group gap="sm">
            <Button component={Link} to="/auth/login" variant="default">
              Login
            </Button>
            <Button component={Link} to="/auth/register">
              Register
            </Button>
          </Group>
        )}
      </Group>
    </header>
  );
}
