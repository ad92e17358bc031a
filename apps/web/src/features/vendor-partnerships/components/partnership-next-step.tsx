import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PARTNERSHIP_STATUS_LABELS } from '@portal/shared/vendor-partnership-words';
import { Link } from 'react-router';
import { LoadFailed } from '@web/components/load-failed';
import { formatDay } from '@web/lib/format';
import { useCurrentUser } from '@web/lib/session';
import { useOwnPartnership } from '../api/own-partnership';
import { nextSteps } from '../next-steps';
import { partnershipPaths } from '../paths';

/**
 * The vendor's next step in its partnership (docs/product.md, "The dashboard"): the most urgent
 * thing to do, and the way to the partnership's page where the rest is listed.
 */
export function PartnershipNextStep() {
  const userId = useCurrentUser()?.id ?? 0;
  const { partnership, isError, retry } = useOwnPartnership();
  if (isError)
    return <LoadFailed message="Your partnership could not be loaded." onRetry={retry} />;
  if (!partnership)
    return (
      <Text role="status" size="sm">
        Loading your partnership…
      </Text>
    );
  const steps = nextSteps(partnership, userId);
  const [first] = steps;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Your partnership
        </Title>
        <Text size="sm">
          {PARTNERSHIP_STATUS_LABELS[partnership.status]}: year {partnership.year}, to{' '}
          {formatDay(partnership.ends_on)}.
        </Text>
        {first ? (
          <Text>
            Next:{' '}
            <Anchor component={Link} to={first.to} fw={600}>
              {first.text}
            </Anchor>
            {steps.length > 1 &&
              ` (and ${steps.length - 1} more ${steps.length === 2 ? 'step' : 'steps'} on its page)`}
          </Text>
        ) : (
          <Text>Nothing to do now: the partnership is up to date.</Text>
        )}
        <Group>
          <Button variant="default" component={Link} to={partnershipPaths.show(partnership.id)}>
            Open your partnership
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
