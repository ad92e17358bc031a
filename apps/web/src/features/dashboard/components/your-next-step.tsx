import type { CurrentUser } from '@portal/shared/current-user';
import { LoadFailed } from '../../../components/load-failed';
import { useProfile } from '../../profile/api/get-profile';
import { NextStep } from './next-step';
import { isProfileComplete } from './onboarding-steps';
import { SectionSkeleton } from './section-skeleton';

/** The next step of a user who is not an administrator, worked out from their profile. */
export function YourNextStep({ user }: { user: CurrentUser }) {
  const profile = useProfile(user.id);
  if (profile.data) {
    return <NextStep name={user.name} profileComplete={isProfileComplete(profile.data)} />;
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
