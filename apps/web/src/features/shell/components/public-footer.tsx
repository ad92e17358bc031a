import { Anchor, Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { site } from '../../../config/site';

const quickLinks = [
  { label: 'Home', to: '/landing/home' },
  { label: 'Services', to: '/landing/services' },
  { label: 'About Us', to: '/landing/about-us' },
  { label: 'FAQs', to: '/landing/faqs' },
];

export function PublicFooter() {
  return (
    <Box component="footer" bg="dark.8" c="gray.2" px="md" py="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap={4}>
          <Text fw={700}>Contact us</Text>
          <Anchor href={site.phone.href} c="gray.2">
            {site.phone.label}
          </Anchor>
          {site.emails.map((email) => (
            <Text key={email.address} fz="sm">
              {email.label}:{' '}
              <Anchor href={`mailto:${email.address}`} c="gray.2" inherit>
                {email.address}
              </Anchor>
            </Text>
          ))}
        </Stack>
        <Stack gap={4} component="nav" aria-label="Quick links">
          <Text fw={700}>Quick links</Text>
          {quickLinks.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} c="gray.2">
              {link.label}
            </Anchor>
          ))}
        </Stack>
      </SimpleGrid>
      <Group justify="space-between" mt="xl" gap="sm" fz="sm">
        <Text inherit>
          © {new Date().getFullYear()} {site.organisation}. All rights reserved.
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/landing/privacy-policy" c="gray.2" inherit>
            Privacy Policy
          </Anchor>
          <Anchor component={Link} to="/landing/terms-of-service" c="gray.2" inherit>
            Terms of Service
          </Anchor>
        </Group>
      </Group>
    </Box>
  );
}
