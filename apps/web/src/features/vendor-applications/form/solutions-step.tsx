import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { SERVICE_MODEL_LABELS, type VendorApplication } from '@portal/shared/vendor-applications';
import { SOLUTION_CATEGORY_LABELS } from '@portal/shared/vendor-journey';
import { Link } from 'react-router';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useConfirmDelete } from '@web/components/use-confirm-delete';
import { useRemoveSolution } from '../api/solutions';

type SolutionsStepProps = {
  application: VendorApplication;
  /** Where the form to add a solution, or to change solution `id`, is. */
  solutionAddress: (id: number | 'new') => string;
};

/**
 * Step 2: the solutions offered, each with the way to change or remove it, and to add another.
 * Each is saved on its own form, so this step has nothing of its own to save.
 */
export function SolutionsStep({ application, solutionAddress }: SolutionsStepProps) {
  const remove = useRemoveSolution(application.id);
  const removal = useConfirmDelete(
    (solutionId: number) => remove(solutionId),
    () => undefined,
  );
  const { solutions } = application;
  return (
    <Stack gap="md">
      <Text>
        Add each solution you offer through the technology city’s data centre: the committee reviews
        each on its own, and each approved one is listed in the public register.
      </Text>
      {solutions.length === 0 ? (
        <Text c="dimmed">No solutions yet.</Text>
      ) : (
        <Stack
          component="ul"
          aria-label="Your solutions"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {solutions.map((solution) => (
            <Paper component="li" key={solution.id} withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2} miw={0}>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {solution.name}
                  </Text>
                  <Text size="sm">
                    {SOLUTION_CATEGORY_LABELS[solution.category]},{' '}
                    {SERVICE_MODEL_LABELS[solution.service_model].toLowerCase()}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    component={Link}
                    to={solutionAddress(solution.id)}
                    variant="default"
                    size="xs"
                    aria-label={`Change ${solution.name}`}
                  >
                    Change
                  </Button>
                  <Button
                    color="red.9"
                    size="xs"
                    aria-label={`Remove ${solution.name}`}
                    onClick={() => removal.ask(solution.id)}
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group>
        <Button component={Link} to={solutionAddress('new')} variant="default">
          {solutions.length === 0 ? 'Add a solution' : 'Add another solution'}
        </Button>
      </Group>
      <ConfirmDialog {...removal.dialog} confirmLabel="Remove">
        The solution and everything you gave about it are removed from the application.
      </ConfirmDialog>
    </Stack>
  );
}
