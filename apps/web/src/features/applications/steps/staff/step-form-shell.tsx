import type { CalledStep } from '@portal/shared/application-step-calls';
import type { FieldValues } from 'react-hook-form';
import {
  StepFormShell as JourneyStepFormShell,
  type StepFormShellProps,
} from '@web/components/applications/step-form-shell';
import { useTakeStep } from '@web/features/applications/api/take-step';

type LandStepFormShellProps<I extends FieldValues, O extends FieldValues> = Omit<
  StepFormShellProps<I, O>,
  'take'
> & {
  applicationId: number;
  /** The step whose call is made with the valid values: 'assign', 'register_lease'. */
  step: CalledStep;
};

/** A land step's form, whose valid values go to the step's call. */
export function StepFormShell<I extends FieldValues, O extends FieldValues>({
  applicationId,
  step,
  ...shell
}: LandStepFormShellProps<I, O>) {
  const take = useTakeStep(applicationId, step);
  return <JourneyStepFormShell take={take.mutateAsync} {...shell} />;
}
