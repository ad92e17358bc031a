import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { OnboardingStep, StepState } from './onboarding-steps';

/**
 * Each state in words, as a task list shows it; colour only repeats what the words say (and is
 * dark enough for small text: Mantine's darkest green is not).
 */
const states: Record<StepState, { label: string; color?: string }> = {
  done: { label: 'Completed' },
  next: { label: 'Next step', color: 'blue.9' },
  started: { label: 'In progress' },
  todo: { label: 'Not yet started', color: 'dimmed' },
};

type StepCardProps = { step: OnboardingStep; number: number };

/**
 * One onboarding step; the next one stands out and carries its way forward, and one in progress
 * keeps its way back in, less prominently.
 */
export function StepCard({ step, number }: StepCardProps) {
  const isNext = step.state === 'next';
  const showsWay = isNext || step.state === 'started';
  const { label, color } = states[step.state];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={isNext ? 'blue.0' : undefined}
      style={isNext ? { borderColor: 'var(--mantine-color-blue-8)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs" align="flex-start">
        <Group justify="space-between" w="100%" gap="xs">
          <Text fw={700}>
            {number}. {step.title}
          </Text>
          <Text fw={isNext ? 700 : 400} c={color} size="sm">
            {label}
          </Text>
        </Group>
        {showsWay && step.hint && <Text size="sm">{step.hint}</Text>}
        {showsWay && step.action && (
          <Button component={Link} to={step.action.to} variant={isNext ? 'filled' : 'default'}>
            {step.action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
