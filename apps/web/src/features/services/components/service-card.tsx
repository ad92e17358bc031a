import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DashboardService } from '@portal/shared/dashboard';
import type { ServiceSummary } from '@portal/shared/services';
import { useId } from 'react';
import { GetServiceButton } from './get-service-button';
import { ServiceCategoryBadge } from './service-category-badge';
import { ServiceLink } from './service-link';
import { ServiceLogo } from './service-logo';

/** A service as a card shows it: the dashboard's services carry no category. */
export type CardService = DashboardService &
  Partial<Pick<ServiceSummary, 'category' | 'service_category'>>;

type ServiceCardProps = { service: CardService; headingOrder: 2 | 3 };

/**
 * One service to pick: logo, name, category when known, description, the service's site by its
 * host name and 'Get service'.
 */
export function ServiceCard({ service, headingOrder }: ServiceCardProps) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="lg">
      <Stack gap="sm" h="100%" align="flex-start">
        {/* One height whatever the logo's shape, so that every card's title lines up. */}
        <Group justify="space-between" align="flex-start" wrap="nowrap" w="100%" h={64}>
          <ServiceLogo src={service.logo_url} alt={`${service.name} logo`} size={64} />
          {service.category !== undefined && service.service_category !== undefined && (
            <ServiceCategoryBadge category={service.category} name={service.service_category} />
          )}
        </Group>
        <Title order={headingOrder} size="h4" id={titleId}>
          {service.name}
        </Title>
        {/* Clamped on screen only, so the cards keep one height; a screen reader reads it all. */}
        <Text size="sm" lineClamp={3}>
          {service.description}
        </Text>
        <ServiceLink link={service.link} hostOnly />
        <Box mt="auto">
          <GetServiceButton service={service} />
        </Box>
      </Stack>
    </Card>
  );
}
