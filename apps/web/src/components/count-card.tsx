import { Text } from '@mantine/core';
import { LinkCard } from './link-card';

type CountCardProps = { to: string; title: string; count: number; hint: string };

/** A dashboard card counting what waits in a list (docs/product.md, "The dashboard"): it leads there. */
export function CountCard({ to, title, count, hint }: CountCardProps) {
  return (
    <LinkCard to={to} title={title}>
      <Text fz="h2" fw={700}>
        {count}
      </Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </LinkCard>
  );
}
