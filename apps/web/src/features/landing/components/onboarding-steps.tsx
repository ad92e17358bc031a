import { onboardingSteps } from '../content/onboarding';

export function OnboardingSteps() {
  return (
    <ol>
      {onboardingSteps.map(({ title, text }) => (
        <li key={title}>
          <strong>{title}.</strong> {text}
        </li>
      ))}
    </ol>
  );
}
