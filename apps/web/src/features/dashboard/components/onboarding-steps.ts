import type { Profile } from '@portal/shared/profile';

export type StepState = 'done' | 'next' | 'todo';

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

/**
 * The four steps from a new account to a service. Reaching the dashboard means the first two are
 * done: the account guards send an unconfirmed email to verification first.
 */
export function onboardingSteps(profileComplete: boolean): OnboardingStep[] {
  return [
    { title: 'Create your account', state: 'done' },
    { title: 'Verify your email', state: 'done' },
    {
      title: 'Complete your profile',
      state: profileComplete ? 'done' : 'next',
      hint: 'Add your phone number and designation so that the authority can reach you: open your profile and choose Profile update.',
      action: { label: 'Complete your profile', to: '/account/profile' },
    },
    {
      title: 'Choose a service',
      state: profileComplete ? 'next' : 'todo',
      hint: "Pick one of the authority's services below, or browse the whole catalogue.",
      action: { label: 'Browse services', to: '/account/services' },
    },
  ];
}
