import type { Profile } from '@portal/shared/profile';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '../../../components/load-failed';
import { NextStep } from './next-step';
import { isProfileComplete } from './onboarding-steps';
import { SectionSkeleton } from './section-skeleton';

type YourNextStepProps = { name: string; profile: UseQueryResult<Profile> };

/**
 * The next step of a user who is not an administrator, worked out from their profile (which the
 * app's dashboard screen loads, as the profile is another feature's).
 */
export function YourNextStep({ name, profile }: YourNextStepProps) {
  if (profile.data) {
    return <NextStep name={name} profileComplete={isProfileComplete(profile.data)} />;
  }
  if (profile.isError) {
    return (
      <LoadFailed
        message="Your profile could not be loaded, so your next step is unknown."
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return <SectionSkeleton label="Loading your next step" blocks={1} height={96} />;
}
