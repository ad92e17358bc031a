import type { Profile } from '@portal/shared/profile';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '@web/components/load-failed';
import { NextStep } from './next-step';
import { isProfileComplete, type ServiceStep } from './onboarding-steps';
import { SectionSkeleton } from './section-skeleton';

type YourNextStepProps = {
  name: string;
  profile: UseQueryResult<Profile>;
  /** The step after the profile, worked out from the user's applications. */
  service: Pick<UseQueryResult<ServiceStep>, 'data' | 'isError' | 'refetch'>;
};

/**
 * The next step of a user who is not an administrator, worked out from their profile and their
 * applications (which the app's dashboard screen loads, as both are other features').
 */
export function YourNextStep({ name, profile, service }: YourNextStepProps) {
  if (profile.data && service.data) {
    return (
      <NextStep
        name={name}
        profileComplete={isProfileComplete(profile.data)}
        service={service.data}
      />
    );
  }
  if (service.isError) {
    return (
      <LoadFailed
        message="Your applications could not be loaded, so your next step is unknown."
        onRetry={() => void service.refetch()}
      />
    );
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
