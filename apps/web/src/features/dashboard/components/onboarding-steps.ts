import type { Profile } from '@portal/shared/profile';

export type StepState = 'done' | 'next' | 'started' | 'todo';

export type OnboardingStep = {
  title: string;
  state: StepState;
  /** What to do, and the way there, shown while this is the next step. */
  hint?: string;
  action?: { label: string; to: string };
};

/**
 * Whether the profile holds what the authority needs to reach the user: a phone number and a
 * designation (docs/product.md, "The dashboard").
 */
export const isProfileComplete = (profile: Pick<Profile, 'phone' | 'designation'>) =>
  Boolean(profile.phone?.trim() && profile.designation?.trim());

/** The step after the profile: the applicant's next one on their application (or starting it). */
export type ServiceStep = Required<Pick<OnboardingStep, 'title' | 'hint' | 'action'>> & {
  /** An application exists: the step is under way even while the profile is not complete. */
  started: boolean;
};

/**
 * The four steps from a new account to the land journey (docs/product.md, "The dashboard").
 * Reaching the dashboard means the first two are done: the account guards send an unconfirmed
 * email to verification first.
 */
export function onboardingSteps(profileComplete: boolean, service: ServiceStep): OnboardingStep[] {
  return [
    { title: 'Create your account', state: 'done' },
    { title: 'Verify your email', state: 'done' },
    {
      title: 'Complete your profile',
      state: profileComplete ? 'done' : 'next',
      hint: 'Add your phone number and designation so that the authority can reach you.',
      action: { label: 'Complete your profile', to: '/account/profile?tab=update' },
    },
    {
      title: service.title,
      hint: service.hint,
      action: service.action,
      state: profileComplete ? 'next' : service.started ? 'started' : 'todo',
    },
  ];
}
