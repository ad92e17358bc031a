import { Stack, Text } from '@mantine/core';
import { onboardingSteps, type ServiceStep } from './onboarding-steps';
import { StepCard } from './step-card';

type NextStepProps = { name: string; profileComplete: boolean; service: ServiceStep };

/**
 * Where a non-administrator goes from here (docs/product.md, "The dashboard"): a new account is
 * welcomed with every onboarding step, the next one highlighted; once the profile is complete,
 * only the next step shows.
 */
export function NextStep({ name, profileComplete, service }: NextStepProps) {
  const steps = onboardingSteps(profileComplete, service);
  const next = steps.findIndex((step) => step.state === 'next');
  if (profileComplete) return <StepCard step={steps[next]!} number={next + 1} />;
  return (
    <Stack gap="sm">
      <Text>
        Welcome, {name}. Four steps take you from a new account to your application for land; you
        have done the first two.
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
