import { AssignForm as JourneyAssignForm } from '@web/components/applications/assign-form';
import { useApplicationOptions } from '@web/features/applications/api/application-options';
import { useTakeStep } from '@web/features/applications/api/take-step';
import type { StepFormProps } from '../step-form';

/** Hands a land application to a committee, chosen from the application forms' options. */
export function AssignForm({ application }: StepFormProps) {
  const assign = useTakeStep(application.id, 'assign');
  return (
    <JourneyAssignForm
      application={application}
      committees={useApplicationOptions()?.committees}
      take={assign.mutateAsync}
    />
  );
}
