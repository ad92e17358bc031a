import { Stack, Text } from '@mantine/core';
import { onboardingSteps } from './onboarding-steps';
import { StepCard } from './step-card';

type NextStepProps = { name: string; profileComplete: boolean };

/**
 * Where a non-administrator goes from here (docs/product.md, "The dashboard"): a new account is
 * welcomed with every onboarding step, the next one highlighted; once the profile is complete,
 * only the next step shows.
 */
export function NextStep({ name, profileComplete }: NextStepProps) {
  const steps = onboardingSteps(profileComplete);
  const next = steps.findIndex((step) => step.state === 'next');
  if (profileComplete) return <StepCard step={steps[next]!} number={next + 1} />;
  return (
    <Stack gap="sm">
      <Text>
        Welcome, {name}. Four steps take you from a new account to the authority&apos;s services;
        you have done the first two.
      </Text>
      <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((step, index) => (
          <li key={step.title}>
            <StepCard step={step} number={index + 1} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
