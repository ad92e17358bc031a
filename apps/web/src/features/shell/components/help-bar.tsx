import { Anchor, Group } from '@mantine/core';
import { site } from '../../../config/site';

/** Thin bar above the header: the user manual and the help line (spec section 2). */
export function HelpBar() {
  return (
    <Group justify="flex-end" gap="lg" px="md" py={4} bg="blue.9" fz="sm">
      <Anchor href={site.userManualUrl} target="_blank" rel="noopener" c="white">
        User Manual
      </Anchor>
      <Anchor href={site.phone.href} c="white">
        Call us: {site.phone.label}
      </Anchor>
    </Group>
  );
}
