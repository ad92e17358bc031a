import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ServiceRecord } from '@portal/shared/services';
import { useId } from 'react';
import { ServiceCategoryBadge } from './service-category-badge';
import { ServiceLink } from './service-link';
import { ServiceLogo } from './service-logo';

/** One service of the catalogue: logo, name, category, description, link and 'Get service'. */
export function ServiceCard({ service }: { service: ServiceRecord }) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="lg">
      <Stack gap="sm" h="100%" align="flex-start">
        <Group justify="space-between" align="flex-start" wrap="nowrap" w="100%">
          <ServiceLogo src={service.logo} alt={`${service.name} logo`} size={64} />
          <ServiceCategoryBadge category={service.category} name={service.service_category} />
        </Group>
        <Title order={2} size="h4" id={titleId}>
          {service.name}
        </Title>
        <Text size="sm">{service.description}</Text>
        <ServiceLink link={service.link} />
        {/* For now the service's own site; issue 7 hands the user over with single sign-on. */}
        <Button
          component="a"
          href={service.link}
          target="_blank"
          rel="noopener noreferrer"
          mt="auto"
        >
          Get service
          <VisuallyHidden>: {service.name} (opens in a new tab)</VisuallyHidden>
        </Button>
      </Stack>
    </Card>
  );
}
