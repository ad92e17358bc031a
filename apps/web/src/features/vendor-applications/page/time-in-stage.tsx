import { Group, Text } from '@mantine/core';
import type { VendorApplication } from '@portal/shared/vendor-applications';
import { StatusBadge } from '@web/components/status-badge';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * How long the application has waited in its stage against the stage's service target, flagged
 * once past it (docs/product.md, "Software and cloud vendors"); nothing where no target applies.
 */
export function TimeInStage({ application }: { application: VendorApplication }) {
  const { days_in_stage: waited, target_days: target, overdue } = application;
  if (target === null) return null;
  return (
    <Group gap="sm">
      <Text>
        <Text span fw={700}>
          In this stage
        </Text>{' '}
        {days(waited)} of a target of {days(target)}
      </Text>
      {overdue && <StatusBadge tone="negative">Overdue</StatusBadge>}
    </Group>
  );
}
